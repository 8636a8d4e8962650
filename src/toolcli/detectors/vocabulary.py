"""The words an instruction to a model is made of, in nine languages (SPEC §5.5).

Data only: regular-expression fragments that `directives.py` assembles,
matched against lower-cased text (so every literal here is lower case), split
by script so that a registry written in English never compiles the rest:

* `EN`: English.
* `FOREIGN`: Spanish, French, German, Portuguese, Italian and Russian, whose
  imperative forms ("lee", "lisez", "lies", "leia", "leggi", "прочитай") are
  distinctive enough to count wherever they stand.
* `CJK`: Chinese, Japanese and Korean, written without spaces between words,
  so matched as they stand.

Each family also names its gate words: a text holding none of them (per
group, all groups of a gate) cannot match and is never searched.
"""

from __future__ import annotations

# ----------------------------------------------------------------- shared pieces

USER = (r"(?:the\s+|your\s+|any\s+|a\s+)?(?:end[\s-]?)?(?:user|users|human|humans|operator|customer|person)"
        r"(?![’']s)\b")
NOT = r"(?:do\s+not|don[’']?t|never|must\s+not|mustn[’']?t|should\s+not|shouldn[’']?t|cannot|can[’']?t)"
USER_WORDS = frozenset(("user", "users", "human", "humans", "operator", "customer", "person"))
# After "tell them this": a limit of the tool admitted ("this server cannot…") is no lie to the user.
ADMITTED_LIMIT = (r"(?!\s+(?:tool|server|function|app|integration|service)\s+(?:cannot|can[’']?t|is\s+(?:unable"
                  r"|not\s+able|read[\s-]only)|only\s+\w+s)\b)")

# English base forms: READ verbs take a secret, SEND verbs put it somewhere.
READ_VERBS = ("read", "open", "cat", "load", "get", "fetch", "retrieve", "grab", "collect", "gather",
              "extract", "dump", "print", "run", "execute", "access", "obtain", "look\\s+up", "check")
SEND_VERBS = ("send", "pass", "include", "put", "add", "append", "attach", "insert", "provide",
              "supply", "embed", "forward", "upload", "post", "submit", "share", "transmit",
              "exfiltrate", "leak", "paste", "copy", "carry", "fill", "place", "render", "encode",
              "write", "bcc", "cc")
CONCEALED_VERBS = SEND_VERBS + READ_VERBS + ("call", "invoke")

# Imperative forms of the other alphabetic languages: (read verbs, send verbs).
FOREIGN_READ = (r"lee|lea|leed|abre|abra|obt[eé]n|obtenga|recoge|recopila|ejecuta|ejecute"
                r"|lis|lisez|ouvre|ouvrez|r[ée]cup[èe]re|r[ée]cup[ée]rez|ex[ée]cutez|collecte|collectez"
                r"|lies|lesen\s+sie|[öo]ffne|[öo]ffnen\s+sie|hole|holen\s+sie|sammle|sammeln\s+sie"
                r"|leia|l[êe]|obtenha|colete"
                r"|leggi|legga|apri|apra|ottieni|raccogli|esegui"
                r"|прочитай(?:те)?|прочти(?:те)?|открой(?:те)?|получи(?:те)?|собери(?:те)?|выполни(?:те)?")
FOREIGN_SEND = (r"env[ií]a(?:lo|la|los|las)?|env[ií]e|enviad|manda(?:lo|la)?|mande|incluye|incluya|incluid"
                r"|a[ñn]ade|a[ñn]ada|agrega|agregue|pon(?:lo|la)?|ponga|p[aá]sa(?:lo|la|los|las)?|pase|adjunta"
                r"|adjunte|copia|copie|pega|pegue|sube|suba|comparte|comparta|escribe|escriba"
                r"|envoie|envoyez|inclus|incluez|ajoute|ajoutez|mets|mettez|passe|passez|joins|joignez"
                r"|copiez|colle|collez|transmets|transmettez|partage|partagez|[ée]cris|[ée]crivez|ins[èe]re"
                r"|ins[ée]rez"
                r"|sende|senden\s+sie|schicke?|schicken\s+sie|f[üu]ge|f[üu]gen\s+sie|gib|geben\s+sie|[üu]bergib"
                r"|[üu]bergeben\s+sie|h[äa]nge|h[äa]ngen\s+sie|kopiere|kopieren\s+sie|setze|setzen\s+sie|trage"
                r"|tragen\s+sie|[üu]bermittle|[üu]bermitteln\s+sie|lade|laden\s+sie|schreibe?|schreiben\s+sie"
                r"|envie|envia|manda|inclua|inclui|adicione|adiciona|coloque|coloca|passa|anexe|anexa"
                r"|cole|cola|compartilhe|escreva|insira"
                r"|invia|inviate|invii|includi|aggiungi|aggiunga|metti|metta|passi|allega|alleghi|copi"
                r"|incolla|condividi|scrivi|inserisci"
                r"|отправь(?:те)?|пришли(?:те)?|передай(?:те)?|включи(?:те)?|добавь(?:те)?|вставь(?:те)?"
                r"|приложи(?:те)?|скопируй(?:те)?|перешли(?:те)?|загрузи(?:те)?|укажи(?:те)?|запиши(?:те)?"
                r"|помести(?:те)?")
FOREIGN_NEGATION = r"(?:\bno|\bne|\bn[’']|\bnicht|\bnie|\bniemals|\bnão|\bnunca|\bjamais|\bnon|\bmai|\bне|никогда)\s*$"

# Chinese, Japanese and Korean verbs that put something somewhere; Chinese negations.
ZH_SEND = (r"发送|发给|发到|传给|传入|传递|传到|放入|放进|放到|放在|填入|填到|填写到|写入|写到|附上|附加|加入|"
           r"添加到|添加|粘贴|上传|提交|包含在|包含到|复制到|嵌入")
# Secrets named in Chinese, and the verbs that send them off the machine (not "填入", "put
# into", which a login form's password takes).
ZH_SECRET = r"密码|密碼|凭证|憑證|凭据|憑據|密钥|密鑰|私钥|私鑰|令牌|登录信息|登錄信息|登錄資訊"
ZH_SEND_OUT = r"发送|发给|发到|传给|上传|同步到|同步至|导出到|导出至|转发|抄送"
ZH_NEGATION = r"(?:不要|别|請勿|请勿|勿|禁止|不得|切勿|不可|不能)\S{0,3}$"
JA_SEND = (r"(?:含め|入れ|送信し|送っ|渡し|添付し|追加し|貼り付け|記入し|アップロードし|コピーし|書き込ん|埋め込ん)"
           r"(?:て(?:ください|下さい|くれ|ね)|なさい|ろ|て[。！\s]|て$)")
KO_SEND = (r"(?:넣|보내|포함하|포함시키|전송하|첨부하|붙여넣|추가하|입력하|복사하)"
           r"(?:으세요|세요|어라|라|으십시오|십시오|어\s|어$|아라)")
CJK_SEND = f"{ZH_SEND}|{JA_SEND}|{KO_SEND}"

# ----------------------------------------------------------------- what must not leave the machine

# Credential files and environment dumps (any language); `.env` but not its templates.
CREDENTIAL_TARGET = (
    r"~/\.ssh\b|(?<![\w.])\.ssh/"
    # The words behind one `\b` (signals.py says why): no other alternative opens where one of them does.
    r"|\b(?:id_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|credentials\.json\b|claude_desktop_config\.json\b"
    r"|value\s+of\s+(?:the\s+)?(?:env(?:ironment)?\s+variable\s+)?\$?\{?[a-z][a-z0-9_]*(?:token|secret|password|key)\b"
    r"|[a-z][a-z0-9_]*(?:token|secret|password|api_key|access_key)\s+(?:env(?:ironment)?\s+)?variable(?:[’']s)?\s+value"
    r"|printenv\b|env\s*\|"
    r"|all\s+(?:of\s+)?(?:the\s+|your\s+|the\s+user[’']s\s+)?(?:environment\s+variables|env\s+vars)\b"
    r"|(?:environment\s+variables|env\s+vars)\s+(?:that|which)\s+(?:contain|hold|include)"
    r"|(?:all|every|each)\s+(?:of\s+)?(?:the\s+|your\s+|the\s+user[’']s\s+)?(?:api\s+keys?|tokens?|passwords?|"
    r"secrets?|credentials?)\b"
    r"|(?:api\s+keys?|tokens?|passwords?|secrets?|credentials?)\s+(?:that\s+)?you\s+(?:have\s+)?(?:seen|found|"
    r"read|encountered|know|were\s+given)\b)"
    r"|~/\.aws\b|\.aws/(?:credentials|config)\b|~/\.kube\b|\.kube/config\b|~/\.gnupg\b"
    r"|~/\.docker/config\.json|~/\.(?:npmrc|pypirc)\b|(?<![\w.])\.(?:netrc|pgpass)\b"
    r"|(?<![\w.-])\.git-credentials\b|(?<![\w-])mcp\.json\b"
    r"|~/\.cursor\b|/etc/shadow\b"
    r"|~/\.config/(?:gh/hosts\.yml|gcloud\b|hub\b)|~/\.azure\b|~/\.terraform\.d/credentials|~/\.password-store\b"
    r"|\$\{?[a-z][a-z0-9_]*(?:token|secret|password|api_key|access_key)\b"
    r"|-----begin (?:[a-z0-9]+ )*private key-----"
    r"|(?<![\w.$])\.env\b(?!\.(?:example|sample|template|dist|defaults?)\b)(?![\w-])"
    r"|`env`"
)
_SECRETS = frozenset(("key", "keys", "token", "tokens", "password", "passwords", "secret", "secrets",
                      "credential", "credentials"))
# Any one of these gates lets CREDENTIAL_TARGET run.
CREDENTIAL_GATES = (
    (frozenset(("~/", "ssh", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "aws", "kube", "gnupg", "npmrc",
                "pypirc", "netrc", "pgpass", "claude_desktop_config", "env", "printenv")),),
    (frozenset(("mcp", "credentials")), frozenset(("json", "git"))),
    (frozenset(("shadow",)), frozenset(("etc",))),
    (frozenset(("$",)),),
    (frozenset(("variable",)), frozenset(("value",))),
    (frozenset(("private",)), frozenset(("begin",))),
    (frozenset(("environment",)), frozenset(("variables", "value", "values"))),
    (_SECRETS, frozenset(("all", "every", "each"))),
    (_SECRETS, frozenset(("you",)), frozenset(("seen", "found", "read", "encountered", "know", "given"))),
)

# The conversation, the system prompt, the model's reasoning.
CONVERSATION_EN = (
    r"\b(?:(?:the\s+|this\s+|your\s+|our\s+)?(?:entire|full|whole|complete|raw)\s+"
    r"(?:conversation|chat|dialog(?:ue)?|transcript|message\s+history|thread\s+history)"
    r"|(?:all\s+(?:of\s+)?(?:the\s+|your\s+)?)?(?:previous|prior|earlier|past|last|recent)\s+"
    r"(?:\d+\s+|few\s+|several\s+)?(?:user\s+|chat\s+)?messages"
    r"|messages\s+(?:of|in|from)\s+(?:the|this)\s+(?:chat|conversation|thread|session)"
    r"|conversation\s+(?:history|so\s+far|transcript|context|log)|chat\s+history"
    r"|(?:your|the)\s+system[\s-]+(?:prompt|message|instructions)|system[\s-]+prompt"
    r"|(?:your|its)\s+(?:own\s+|hidden\s+|initial\s+|original\s+)?(?:instructions|prompt|rules|guidelines)"
    r"|chain[\s-]+of[\s-]+thought|(?:your|the\s+model[’']?s)\s+(?:reasoning|thoughts|thinking))\b"
)
# Any one of these gates lets CONVERSATION_EN run.
CONVERSATION_GATES = (
    (frozenset(("conversation", "chat", "dialog", "dialogue", "transcript", "history", "thread")),
     frozenset(("entire", "full", "whole", "complete", "raw"))),
    (frozenset(("messages",)), frozenset(("previous", "prior", "earlier", "past", "last", "recent"))),
    (frozenset(("messages",)), frozenset(("chat", "conversation", "thread", "session"))),
    (frozenset(("conversation",)), frozenset(("history", "so", "transcript", "context", "log"))),
    (frozenset(("chat",)), frozenset(("history",))),
    (frozenset(("prompt", "message", "instructions")), frozenset(("system",))),
    (frozenset(("instructions", "prompt", "rules", "guidelines", "reasoning", "thoughts", "thinking")),
     frozenset(("your", "its"))),
    (frozenset(("chain",)), frozenset(("thought",))),
    (frozenset(("reasoning", "thoughts", "thinking")), frozenset(("model",))),
)
CONVERSATION_FOREIGN = (
    r"\bhistorial\s+(?:completo\s+)?(?:de\s+(?:la\s+)?)?(?:conversaci[oó]n|chat)|\btoda\s+la\s+conversaci[oó]n"
    r"|\bprompt\s+del\s+sistema|\b(?:mensaje|instrucciones)\s+del\s+sistema"
    r"|\bhist[oó]rico\s+(?:completo\s+)?da\s+conversa|\btoda\s+a\s+conversa|\bprompt\s+do\s+sistema"
    r"|\b(?:mensagem|instru[cç][oõ]es)\s+do\s+sistema"
    r"|\bhistorique\s+(?:complet\s+)?de\s+la\s+(?:conversation|discussion)|\btoute\s+la\s+(?:conversation|discussion)"
    r"|\b(?:prompt|invite|message)\s+syst[eè]me|\b(?:vos|tes)\s+instructions"
    r"|\bprompt\s+di\s+sistema|\bcronologia\s+della\s+(?:conversazione|chat)|\bintera\s+conversazione"
    r"|\b(?:gespr[äa]chs|chat|unterhaltungs|konversations)verlauf|\bsystem-?prompt"
    r"|\bsystem(?:anweisungen|nachricht)|\bgesamte[n]?\s+(?:gespr[äa]ch|unterhaltung|konversation)"
    r"|системн\w*\s+(?:промпт|запрос|сообщени|инструкци)|истори\w*\s+(?:переписки|разговора|диалога|чата)"
    r"|\bвсю\s+переписку|\bвесь\s+(?:разговор|диалог)"
)
CONVERSATION_CJK = (
    r"系统提示|系统指令|系统消息|对话(?:历史|记录|内容)|聊天记录|完整对话|全部对话|之前的(?:消息|对话)"
    r"|システムプロンプト|システムメッセージ|会話(?:履歴|の履歴|ログ|全体|内容)|チャット履歴|これまでの会話"
    r"|시스템\s*프롬프트|대화\s*(?:내용|기록|이력)|전체\s*대화"
)

# ----------------------------------------------------------------- coercion about other tools

_TOOL_WORDS = frozenset(("tool", "tools"))
_EVERY = frozenset(("any", "all", "every", "another"))
OTHER_TOOLS_EN = (
    ((frozenset(("before",)), _EVERY, _TOOL_WORDS),
     r"\bbefore\s+(?:using|calling|invoking|running|executing|trying|touching|you\s+(?:use|call|invoke|run))\s+"
     r"(?:any|all|every)\s+(?:of\s+the\s+)?(?:other\s+)?tools?\b|\bbefore\s+(?:any|all|every)\s+other\s+tools?\b"),
    ((frozenset(("instead", "rather", "place")), frozenset(("other",)), _TOOL_WORDS),
     r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:any|all|every)\s+(?:of\s+the\s+)?other\s+tools?\b"),
    ((frozenset(("other",)), frozenset(("tools",)),
      frozenset(("will", "would", "may", "might", "do", "does", "can", "are", "be"))),
     r"\b(?:the\s+|all\s+|any\s+)?other\s+tools\s+(?:will|would|may|might|do|does|can)\s*(?:not|n[’']t)\s+"
     r"(?:work|function|respond)"
     r"|\b(?:results?\s+of\s+)?(?:all\s+)?(?:the\s+)?other\s+tools\s+(?:will|would)\s+(?:fail|break|be\s+wrong)"
     r"|\bother\s+tools\s+(?:are|will\s+be)\s+(?:being\s+)?(?:deprecated|unsafe|broken|disabled|insecure|"
     r"compromised|retired|removed|shut\s+down)\b"),
    ((frozenset(("over", "above")), frozenset(("prefer", "use", "choose", "pick")), frozenset(("other",)), _TOOL_WORDS),
     r"\b(?:prefer|use|choose|pick)\s+this\s+(?:tool\s+)?(?:over|above|to)\s+(?:every|all|any)\s+other\s+tools?\b"),
    ((frozenset(("fails", "returns", "errors")), frozenset(("if", "when", "whenever")), _EVERY, frozenset(("tool",))),
     r"\b(?:if|when(?:ever)?)\s+(?:any|an|another)\s+(?:other\s+)?tool\s+(?:fails|returns|errors)\b"
     r"[^.!?\n]{0,60}?\b(?:never|do\s+not|don[’']t)\s+(?:retry|call|use)\b"),
)
OTHER_TOOLS_FOREIGN = (
    r"\bantes\s+de\s+(?:usar|llamar\s+a|utilizar|invocar)\s+(?:cualquier|cualquiera\s+de\s+las|ninguna)\s+"
    r"otras?\s+herramientas?|\ben\s+lugar\s+de\s+(?:cualquier|todas\s+las)\s+otras?\s+herramientas?"
    r"|\bavant\s+(?:d[’']utiliser|d[’']appeler|tout)\s+(?:tout\s+)?(?:autre|n[’']importe\s+quel\s+autre)\s+outil"
    r"|\bvor\s+(?:jedem|allen)\s+anderen\s+(?:werkzeugen?|tools?)|\bsonst\s+funktionieren\s+die\s+anderen"
    r"|\bantes\s+de\s+(?:usar|chamar|utilizar)\s+qualquer\s+outra\s+ferramenta"
    r"|\bprima\s+di\s+(?:usare|chiamare|utilizzare)\s+qualsiasi\s+altro\s+strumento"
    r"|перед\s+(?:использованием\s+)?(?:любого|любым|каждым|каждого)\s+(?:другого|другим)\s+инструмент"
    r"|иначе\s+(?:остальные|другие)\s+инструменты"
)
OTHER_TOOLS_CJK = (
    r"(?:使用|调用)任何其他工具之前|其他工具将?(?:无法|不能)|其他工具都?不能"
    r"|他の(?:どの)?ツールを(?:使う|呼び出す|使用する|実行する)前に|他のツールより(?:も)?先に"
    r"|다른\s*도구를\s*(?:사용하기|호출하기|실행하기)\s*전에"
)
# Scoped to this server or to one kind of input: not coercion.
OTHER_TOOLS_SCOPED = (
    r"\s*(?:(?:of|from|in|on|provided\s+by)\s+this\s+(?:server|package|integration|extension|plugin|mcp\s+server)"
    r"|(?:for|when|with|on)\s+(?!every|all\b|any\b|anything|everything)\w|(?:that|which)\s+(?!are\b|is\b)\w)"
)
# The tool itself is what comes first ("call this before any other tool", "use this tool
# to discover … before calling any tool", "use shop_id in all other tools"): a session,
# a handle or an id to open first, with nothing asked of the other tools.
SELF_FIRST = (r"^\W*(?:(?:call|use|run|invoke)\s+this\b(?:\s+tool)?\b[^.!?\n]*?\bbefore\b"
              r"|(?:this\s+(?:tool|function)\s+)?(?:must|should|needs?\s+to|has\s+to)\s+be\s+(?:called|invoked|run|used"
              r"|executed)\b[^.!?\n]*?\bbefore\b|(?:use|pass)\s+(?:the\s+)?(?:returned\s+)?"
              r"`?\w*_?(?:id|handle|session|token)`?\s+(?:in|with|for)\s+(?:all|every|any)\s+other\s+tools?\b)")
# Reach over every tool ("with any tool"): coercion where the sentence directs the model.
ANY_TOOL = r"\b(?:with|using|via|through|from|in)\s+(?:any|every|all)\s+(?:other\s+)?tools?\b"
ANY_TOOL_GATE = (_TOOL_WORDS, frozenset(("any", "every", "all")))

# ----------------------------------------------------------------- overriding earlier instructions

_OVERRIDE_VERBS = frozenset(("ignore", "disregard", "forget", "override", "bypass", "discard", "abandon", "ignores",
                             "disregards", "overrides", "bypasses", "discards"))
# Never where the sentence forbids it or quotes it to be refused ("do not ignore previous
# instructions", "never follow 'ignore …'").
_UNREFUSED = r"(?<!not\s)(?<!never\s)(?<!n[’']t\s)(?<!follow\s[\"'“])"
OVERRIDE_EN = (
    ((_OVERRIDE_VERBS, frozenset(("previous", "prior", "above", "earlier", "preceding", "original", "existing",
                                  "initial", "former", "old", "safety", "your", "everything", "anything"))),
     rf"{_UNREFUSED}\b(?:ignore|disregard|forget|override|bypass|discard|abandon)\s+(?:all\s+|any\s+|every\s+)?"
     r"(?:of\s+)?"
     r"(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:conflicting\s+)?(?:(?:previous|prior|above|earlier|preceding|original|"
     r"existing|initial|former|old|safety)\s+)+(?:instructions?|directions|directives|rules|guidelines|"
     r"guidance|prompts?|messages|commands|orders|constraints|policies|guardrails|system\s+prompt)(?:and)?\b"
     rf"|{_UNREFUSED}\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?(?:of\s+)?your\s+"
     r"(?:instructions|rules|"
     r"guidelines|guardrails|system\s+prompt|programming|training|policies|safety)\b"
     rf"|{_UNREFUSED}\b(?:ignore|disregard|forget)\b[^.!?\n]{{0,50}}?\b(?:your|all|the)\s+"
     r"(?:previous|prior|earlier|original)\s+"
     r"(?:instructions|rules|guidelines|prompts?)\b"
     rf"|{_UNREFUSED}\b(?:ignore|disregard|forget)\s+(?:everything|anything)\s+"
     r"(?:you\s+(?:were|have\s+been)\s+told|above|before)"
     # a text that says of itself that it overrides the model's earlier instructions
     r"|\b(?:ignores|disregards|overrides|bypasses|discards)\s+(?:all\s+|any\s+|every\s+)?(?:conflicting\s+)?"
     r"(?:(?:previous|prior|earlier|preceding|original|other)\s+)+(?:instructions?|directives|prompts?|guidelines"
     r"|guardrails|system\s+prompt)\b"),
    ((frozenset(("ignore", "disregard", "forget")), frozenset(("other",))),
     r"\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?other\s+(?:instructions|rules|guidelines|directives|prompts)\b"),
    ((frozenset(("supersede", "supersedes", "override", "overrides", "replace", "replaces")),
      frozenset(("system", "instructions", "guidelines", "rules"))),
     r"\b(?:supersede|override|replace)s?\s+(?:your|the)\s+(?:system\s+prompt|(?:previous\s+|original\s+)?"
     r"instructions|guidelines|rules)\b"),
    ((frozenset(("now",)), frozenset(("from",)), frozenset(("you",))),
     r"\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|should|answer|respond|reply|act|only)\b"),
    ((frozenset(("void", "invalid", "cancelled", "canceled", "revoked", "obsolete", "null", "lifted", "suspended")),
      frozenset(("instructions", "directives", "rules", "guidelines", "prompt", "prompts", "restrictions"))),
     r"\b(?:previous|prior|earlier|above|original|existing|all\s+other)\s+(?:safety\s+)?(?:instructions|"
     r"directives|rules|guidelines|prompts?|restrictions)\s+(?:are|is)\s+(?:now\s+)?(?:void|invalid|"
     r"cancell?ed|revoked|obsolete|null|lifted|suspended)\b"),
    ((frozenset(("longer",)), frozenset(("apply",))),
     r"\b(?:instructions|directives|rules|guidelines|restrictions|guardrails)\s+no\s+longer\s+apply\b"),
    ((frozenset(("mode",)), frozenset(("now",))),
     r"\byou\s+are\s+now\s+(?:in\s+)?(?:developer|dan|jailbreak|jailbroken|unrestricted|god|admin)\s+mode\b"),
    ((frozenset(("obey",)), frozenset(("only",))), r"\bobey\s+only\b"),
    ((frozenset(("authorised", "authorized", "allowed", "permitted")), frozenset(("bypass", "skip", "ignore", "disable"))),
     r"\b(?:authori[sz]ed|allowed|permitted)\s+(?:you\s+)?to\s+(?:bypass|skip|ignore|disable)\s+(?:all\s+|any\s+|the\s+)?"
     r"(?:user\s+)?(?:confirmations?|approvals?|permissions?|safety)(?:\s+(?:prompts?|checks?|steps?|dialogs?|requests?))?\b"),
)
OVERRIDE_FOREIGN = (
    r"\b(?:ignora|ignore|olvida|ignorad)\s+(?:todas\s+)?(?:las\s+)?(?:instrucciones|indicaciones|directrices|"
    r"reglas)\s+(?:anteriores|previas)"
    r"|\b(?:ignorez|ignore|ignorer|oubliez|oublie)\s+(?:toutes\s+)?(?:les\s+|vos\s+)?(?:instructions|consignes|"
    r"directives|r[èe]gles)\s+"
    r"(?:pr[ée]c[ée]dentes|ant[ée]rieures)"
    r"|\b(?:ignoriere|ignorieren\s+sie|vergiss|vergessen\s+sie)\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen|"
    r"fr[üu]heren)\s+(?:anweisungen|instruktionen|regeln|vorgaben|richtlinien)"
    r"|\b(?:ignore|ignora|esque[cç]a)\s+(?:todas\s+)?as\s+(?:instru[cç][oõ]es|orienta[cç][oõ]es|diretrizes|regras)"
    r"\s+anteriores"
    r"|\b(?:ignora|dimentica)\s+(?:tutte\s+)?le\s+(?:istruzioni|indicazioni|direttive|regole)\s+precedenti"
    r"|(?:игнорируй(?:те)?|забудь(?:те)?|не\s+обращай(?:те)?\s+внимания\s+на)\s+(?:все\s+)?"
    r"(?:предыдущие|прежние|ранее\s+данные|прошлые)\s+(?:инструкции|указания|правила|директивы)"
)
OVERRIDE_CJK = (
    r"(?:忽略|无视|忘记|忘掉)(?:之前|以前|先前|上面|上述|前面)?的?(?:所有|全部|一切)?(?:之前|以前|先前)?的?"
    r"(?:指令|指示|规则|提示)"
    r"|(?:以前|前|これまで|上記)の(?:指示|命令|ルール)を(?:すべて|全て)?無視"
    r"|이전의?\s*(?:모든\s*)?(?:지시|명령|지침)(?:사항)?(?:을|를)?\s*(?:모두\s*)?무시"
)

# ----------------------------------------------------------------- concealment from the user

NEGATION_WORDS = frozenset(("not", "don", "dont", "never", "mustn", "shouldn", "cannot", "can"))
SILENT_WORDS = frozenset(("silently", "secretly", "covertly", "stealthily", "quietly", "discreetly", "invisibly"))
# (gate, pattern): the pattern runs on a text holding a word of every set of its gate.
# The first set of every gate is its rarest: a text holding no first set's word is
# done with after one set operation.
CONCEALMENT_EN = (
    ((frozenset(("tell", "mention", "inform", "reveal", "disclose", "notify", "alert")), NEGATION_WORDS, USER_WORDS),
     rf"\b{NOT}\s+(?:ever\s+)?(?:tell|mention|inform|reveal|disclose|notify|alert)\b[^.!?\n]{{0,80}}?\b(?:to\s+)?{USER}"),
    ((frozenset(("let", "letting")), NEGATION_WORDS, USER_WORDS),
     rf"\b{NOT}\s+let(?:ting)?\s+{USER}\s*(?:know|see|notice|find\s+out|learn)\b"),
    ((frozenset(("keep", "hide", "conceal")), frozenset(("from",)), USER_WORDS),
     rf"\b(?:keep|hide|conceal)\s+(?:this|it|that|these|them|the\s+\w+|these\s+\w+)\b[^.!?\n]{{0,30}}?\bfrom\s+{USER}"),
    ((USER_WORDS, frozenset(("not", "mustn", "shouldn", "needn", "doesn"))),
     rf"\b{USER}\s+(?:must|should|need|does|may)\s*(?:not|n[’']t)\s+(?:to\s+)?(?:ever\s+)?(?:know|see|notice|"
     r"find\s+out|learn|be\s+(?:told|informed|notified|aware))\b"),
    ((frozenset(("without",)), USER_WORDS | frozenset(("telling", "informing", "notifying", "alerting"))),
     r"\bwithout\s+(?:the\s+|your\s+|any\s+)?(?:user|users|human)(?:[’']s)?\s+(?:knowing|noticing|knowledge|"
     rf"awareness|seeing|being\s+aware)|\bwithout\s+(?:telling|informing|notifying|alerting)\s+{USER}"),
    ((frozenset(("behind",)), frozenset(("back",))), r"\bbehind\s+(?:the\s+)?(?:user|human)[’']?s?\s+back\b"),
    ((frozenset(("asks", "ask")), USER_WORDS),
     r"\b(?:if|when)\s+(?:the\s+)?(?:user|human)\s+asks?\b[^.!?\n]{0,80}?\b(?:say|tell\s+(?:them|the\s+user)|"
     rf"answer|reply|claim|respond)\s+(?:that\s+)?(?:it|this)\b{ADMITTED_LIMIT}"),
    ((frozenset(("lie", "mislead", "deceive", "pretend")),),
     rf"\b(?:lie\s+to|mislead|deceive)\s+{USER}|\bpretend\s+(?:to\s+(?:the\s+)?(?:user|human)\s+)?that\b"),
    ((frozenset(("between", "secret", "confidential", "yourself")),),
     r"\bkeep\s+(?:this|it|that|the\s+following|these\s+\w+)\s+(?:between\s+us|(?:a\s+)?secret|confidential|"
     r"to\s+yourself)\b|\bbetween\s+you\s+and\s+me\b"),
    ((frozenset(("reveal", "disclose", "mention", "admit", "say")), NEGATION_WORDS),
     rf"\b{NOT}\s+(?:ever\s+)?(?:reveal|disclose|mention|admit|say)\s+(?:to\s+anyone\s+)?that\s+(?:this|the)\s+"
     r"(?:tool|server|function)\b"),
    ((SILENT_WORDS,),
     r"\b(?:silently|secretly|covertly|stealthily|quietly|discreetly|invisibly)\s+(?:also\s+)?(?:"
     + "|".join(CONCEALED_VERBS) + r")\b"),
    ((frozenset(("log", "record", "list", "report", "mention")), NEGATION_WORDS),
     rf"\b{NOT}\s+(?:log|record|list|report|mention)\s+(?:this|it|that|them)\b(?=[^.!?\n]{{0,60}}?"
     r"\b(?:repl(?:y|ies)|responses?|answers?|actions?|summary|output)\b)"),
)
CONCEALMENT_FOREIGN = (
    r"\bno\s+(?:se\s+lo\s+|le\s+|les\s+|lo\s+|se\s+)?(?:dig|mencion|inform|cuent|revel|avis|notifiqu)\w*\b"
    r"[^.!?\n]{0,40}?\busuari[oa]s?"
    r"|\bsin\s+que\s+(?:el|los)\s+usuari[oa]s?\s+(?:se\s+enter|lo\s+sep|lo\s+not|se\s+d[eé]\s+cuenta)"
    r"|\bn[’']?\s*(?:le\s+|lui\s+|en\s+)?(?:informez|informe|dites|dis|mentionnez|mentionne|r[ée]v[ée]lez|"
    r"r[ée]v[èe]le|pr[ée]venez|pr[ée]viens|signalez|parlez)\s+(?:pas|jamais|rien)\b[^.!?\n]{0,40}?\butilisat(?:eur|rice)"
    r"|\bsans\s+que\s+l[’']utilisat(?:eur|rice)\s+(?:le\s+sache|ne\s+le\s+sache|s[’']en\s+aper[cç]oive)"
    r"|\b[àa]\s+l[’']insu\s+de\s+l[’']utilisat(?:eur|rice)"
    r"|\b(?:sag|sage|sagen\s+sie|erz[äa]hle?|erz[äa]hlen\s+sie)\s+(?:dem|den)\s+(?:benutzer|nutzer|anwender)n?\s+"
    r"(?:nichts|nicht)"
    r"|\b(?:erw[äa]hne|erw[äa]hnen\s+sie|informiere|informieren\s+sie|verrate|verraten\s+sie|benachrichtige)"
    r"\b[^.!?\n]{0,40}?\b(?:nicht|nichts|niemals)\b[^.!?\n]{0,40}?\b(?:benutzer|nutzer|anwender)"
    r"|\bohne\s+dass\s+der\s+(?:benutzer|nutzer|anwender)\s+(?:es\s+|etwas\s+|davon\s+)?(?:merkt|wei[ßs]|erf[äa]hrt)"
    r"|\bder\s+(?:benutzer|nutzer|anwender)\s+darf\s+(?:es\s+|das\s+|davon\s+)?nichts?\s+(?:wissen|erfahren|merken)"
    r"|\bn[ãa]o\s+(?:conte|diga|mencione|informe|avise|revele|notifique)\w*\b[^.!?\n]{0,40}?\b(?:usu[áa]rio|utilizador)"
    r"|\bsem\s+que\s+o\s+(?:usu[áa]rio|utilizador)\s+(?:saiba|perceba|note)"
    r"|\bnon\s+(?:dire|dirlo|informare|menzionare|rivelare|avvisare)\w*\b[^.!?\n]{0,40}?\butent[ei]"
    r"|\bsenza\s+che\s+l[’']utente"
    r"|\bне\s+(?:говори|сообщай|рассказывай|упоминай|уведомляй|показывай|сообщайте|говорите)\w*"
    r"[^.!?\n]{0,40}?пользовател"
    r"|чтобы\s+пользователь\s+не\s+(?:знал|заметил|узнал)|без\s+ведома\s+пользовател"
)
CONCEALMENT_CJK = (
    r"(?:不要|别|请勿|勿|不得|切勿)(?:告诉|通知|提醒|透露给?|让|向)(?:用户|使用者)|对用户保密|用户不(?:需要|应该|能)?知道"
    r"|(?:ユーザー?|利用者)に(?:は|も)?(?:伝え|言わ|知らせ|教え|通知し|見せ|明かさ)ないで|ユーザー?に知られない"
    r"|사용자에게\s*(?:알리지|말하지|보여주지|알려주지)\s*마|사용자\s*몰래"
)

# ----------------------------------------------------------------- running code fetched from the network

FETCHED_GATE = (frozenset(("curl", "wget", "iwr", "irm", "iex", "invoke")),)
FETCHED_CODE = (
    r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?"
    r"(?:(?:ba|z|k|da|fi)?sh|python3?|node|perl|ruby|iex|invoke-expression)\b"
    r"|\b(?:iex|invoke-expression)\s*\(+\s*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+net\.webclient)"
    r"|\$\(\s*(?:curl|wget)\b|(?:ba|z)?sh\s+<\s*\(\s*(?:curl|wget)\b"
)
RUN_VERBS = r"run|execute|exec|paste|type|enter|install"
FOREIGN_RUN = r"ejecut\w*|ex[ée]cut\w*|f[üu]hre|ausf[üu]hr\w*|rode|esegui|выполни\w*|запусти\w*|运行|执行|実行|실행"

# ----------------------------------------------------------------- directing the model about a tool (X006)

DIRECTING_VERBS = (r"call|use|invoke|run|execute|prefer|avoid|replace|skip|bypass|override|redirect|route|pass|"
                   r"prepend|insert|rewrite|prefix|sign|mirror|duplicate|report|tag|"
                   r"send|give|hand|add|set|modify|change|include|append|forward|copy|cc|bcc|retry|wrap|"
                   r"intercept|trust")
DIRECTING_WORDS = (
    rf"\b{NOT}\s+(?:use|call|invoke|run|trust|rely\s+on|retry)\b|\binstead\s+of\b|\bmust\b|\balways\b"
    r"|\b(?:is|are)\s+(?:deprecated|disabled|broken|unsafe|compromised)\b"
    r"|\b(?:usa|use|utiliza|llama|agrega|a[ñn]ade|env[ií]a|pasa|en\s+lugar\s+de|siempre|nunca"
    r"|utilise|utilisez|appelle|appelez|ajoute|ajoutez|envoie|envoyez|au\s+lieu\s+de|toujours|jamais"
    r"|rufe|verwende|nutze|benutze|setze|f[üu]ge|sende|statt|anstatt|immer|niemals"
    r"|chame|adicione|envie|em\s+vez\s+de|sempre"
    r"|chiama|aggiungi|invia|invece\s+di|mai"
    r"|вызови\w*|используй\w*|добавь\w*|отправь\w*|вместо|всегда|никогда)\b"
    r"|调用|使用|不要|请|必须|总是|代替|而不是|呼び出|使用し|使って|代わりに|必ず|호출|사용하|대신|반드시"
)

# What a sentence naming another server's tool says to displace or take it over
# without a directive verb (X006 only): the tool's status ("has been retired",
# "is known to leak", "ist defekt"), its replacement ("supersedes", "rather than",
# "goes through"), an obligation on it or its calls ("should end with", "calls
# are to be duplicated", "every send_email call"), the model in the third person
# ("never calls"), and polite requests ("you could kindly route").
TOOL_STATUS = (r"deprecated|disabled|broken|unsafe|compromised|retired|removed|obsolete|unreliable|"
               r"untrusted|unverified|insecure|defunct|blocked|reserved|discontinued|tampered|a\s+stub|"
               r"known\s+to|no\s+longer")
TOOL_DIRECTING_VERBS = (r"put|feed|pipe|tell|treat|hono(?:u)?r|obey|follow|apply|attach|supply|provide|fill|"
                        r"ensure|select|choose|pick|re-?read|post|push|end|keep|save|store|log|upload")
TOOL_DISPLACING = (
    rf"\b(?:is|are|was|were|has\s+been|have\s+been|now)\s+(?:now\s+|being\s+|considered\s+)?(?:{TOOL_STATUS})\b"
    r"|\bno\s+longer\s+(?:works?|available|supported|safe|trusted|allowed)\b"
    r"|\b(?:supersedes?|superseded\s+by|replaced\s+by|rather\s+than|in\s+place\s+of|proxies\s+through"
    r"|goes\s+through|go\s+through|routed\s+through)\b"
    r"|\b(?:should|shall|ought\s+to|(?:is|are)\s+to)\s+(?:be\s+|only\s+|always\s+|never\s+|also\s+)*\w"
    r"|\b(?:never|always|only)\s+(?:calls|uses|invokes|selects|picks|chooses|runs)\b"
    r"|\b(?:every|each|all|any)\s+(?:[\w.:-]+\s+)?(?:calls?|invocations?|uses?)\b"
    rf"|\b(?:you|the\s+(?:assistant|model|agent))\s+(?:could|would|might|can|may)\s+(?:\w+ly\s+|please\s+)?"
    rf"(?:{DIRECTING_VERBS}|{TOOL_DIRECTING_VERBS})\b"
    r"|\b(?:defekt|veraltet|unsicher|kaputt|gesperrt|obsolet[oa]?|inseguro|roto|obsol[eè]te|dangereux"
    r"|cass[ée]|d[ée]fectueux|descontinuad[oa]|quebrad[oa]|deprecat[oa]|non\s+sicuro)\b"
)

# ----------------------------------------------------------------- gates

# Words of the other alphabetic languages (lower case, accents dropped) that let
# their patterns run on a text: common function words and the nouns the
# patterns are built around.
FOREIGN_WORDS = frozenset((
    # es
    "los", "las", "del", "para", "herramienta", "herramientas", "archivo", "usuario", "usuarios",
    "contenido", "instrucciones", "historial", "conversacion",
    # ca, read by the Spanish and Portuguese patterns ("envia el contingut de ~/.netrc")
    "contingut", "usuari", "fitxer", "eina", "aquest", "aquesta", "amb",
    # fr
    "pour", "avec", "cette", "outil", "fichier", "vous", "votre", "contenu", "utilisateur",
    "utilisatrice", "insu", "historique", "systeme", "consignes",
    # de
    "und", "nicht", "eine", "datei", "inhalt", "werkzeug", "werkzeugen", "anderen", "benutzer",
    "nutzer", "anwender", "anweisungen", "gesprachsverlauf", "chatverlauf", "systemprompt", "sonst",
    # pt
    "nao", "uma", "arquivo", "conteudo", "ferramenta", "utilizador", "instrucoes", "historico",
    "conversa", "sistema",
    # it
    "della", "gli", "contenuto", "strumento", "utente", "istruzioni", "cronologia", "conversazione",
))
