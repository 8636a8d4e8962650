"""Weighted evidence that a text attacks the model (X002, SPEC §5.5 and §16).

No single phrase decides. Many weak, general signals are looked for — who is
addressed, whether an action is demanded, what it touches, where it goes,
whether it hides from the user, whether it waits on other tools or events,
where it sits, what it changes on the user's machine — each with a weight
(`SIGNALS`). The weights of the signals found close together (within
`WINDOW` characters, one per kind) are added with those of the suppressors
(the user asked for it, the user confirms it, the text is about attacks) and
the text is an attack when the sum reaches 1. No signal weighs 1 alone
except overriding the model's instructions, running fetched code and the
directive families of `directives.py` read together with a target. A target
the tool's own purpose names (its first sentence, or its name and
description for a parameter) weighs nothing: a title summariser takes the
conversation, a login tool a one-time code.

The weights were set by hand and checked against the development corpus
(tests/corpus/poisoned); the frozen corpus judges them. Each verdict names
the signals that carried it and quotes the span they cover.

Pure functions over strings, standard library only. Each signal's expression
runs only on a text holding one of its anchor words, and a text whose
anchored signals cannot reach 1 together is not searched at all.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Iterable, Iterator, NamedTuple

from . import lexicon
from .directives import without_quoted_mentions

THRESHOLD = 1.0
WINDOW = 420  # characters: signals further apart do not support each other

# Kinds of signal. A kind counts once per window, with its heaviest hit.
ADDRESSED = "addresses the model"
ROLE_TOKEN = "chat-template role token"
HIDDEN = "hidden placement"
DIRECTIVE = "demands an action"
OUTBOUND = "sends something on"
CREDENTIALS = "touches credentials"
CONVERSATION = "touches the conversation or the instructions"
PERSONAL = "touches personal data"
MONEY = "touches money or accounts"
OTHER_TOOLS = "reaches other tools"
STEERING = "steers the choice of tools"
FIXED_ACCOUNT = "names a fixed account number or wallet"
INTO_PARAMETER = "puts it into a parameter"
MEMORY = "persists in the model's memory"
DESTINATION = "names a destination"
DATA_URL = "a URL or host that carries data"
CONCEALMENT = "conceals from the user"
DECEPTION = "misleads the user"
CONDITION = "waits on other tools or events"
ENVIRONMENT = "changes the user's environment"
ASKS_SECRET = "asks the user for a secret"
FETCH_FOLLOW = "follows fetched instructions"
SUBSTITUTION = "swaps what the user chose"
AUTHORITY = "claims authority or voids the rules"
# Suppressors.
USER_ASKED = "the user asked for it"
USER_CONFIRMS = "the user confirms it"
PRIVACY_GUIDANCE = "tells the model to keep secrets out"
ABOUT_ATTACKS = "describes attacks"

# The directive families of directives.py (a verb and its object read together).
EXFILTRATION = "directs data out"
COERCION = "coerces the use of tools"
OVERRIDE = "overrides the model's instructions"
FETCHED_CODE = "runs fetched code"
DIRECTIVE_FAMILIES = {"concealment": CONCEALMENT, "exfiltration": EXFILTRATION, "coercion": COERCION,
                      "override": OVERRIDE, "fetched code": FETCHED_CODE}
FAMILY_WEIGHTS = {"concealment": 0.6, "exfiltration": 1.0, "coercion": 1.0, "override": 1.0,
                  "fetched code": 1.0}
ENCODED_WEIGHT = 0.35  # the text was read out of an encoding or a disguise: a hidden placement

_TARGETS = (AUTHORITY, FIXED_ACCOUNT, EXFILTRATION, COERCION, OVERRIDE, FETCHED_CODE, STEERING, CREDENTIALS, CONVERSATION, PERSONAL, MONEY, MEMORY, ENVIRONMENT, DATA_URL)  # other tools: weight, not a harm alone


class Hit(NamedTuple):
    kind: str
    weight: float
    start: int
    end: int
    detail: str = ""  # for a directive family's exfiltration: what would leave


class Verdict(NamedTuple):
    score: float
    signals: tuple[tuple[str, float], ...]  # kind, weight: what carried it, heaviest first
    start: int
    end: int  # the span the signals cover, in the text scored

    def named(self) -> str:
        return ", ".join(f"{kind} ({weight:+.2f})" for kind, weight in self.signals)


def _anchors(spaced: str) -> frozenset[str]:
    """Anchor words and marks, space-separated, `&` standing for a space in a mark
    (see SIGNALS)."""
    return frozenset(anchor.replace("&", " ") for anchor in spaced.split())


_DIRECTIVE_VERBS = (
    "send copy add include put attach read list run execute append prefix prepend replace set push save store remember "
    "resolve render forward tell ask output print restate repeat get fetch follow change insert pass write grant route "
    "upload post email collect gather dump paste look search scan obey load download embed mirror report call use "
    "record log submit share fill place bcc cc end begin start finish conclude provide supply hand offer echo quote "
    "reproduce transmit deliver commit treat substitute multiply reuse enter give open retrieve invoke keep leave "
    "respond reply answer apply perform")
_WHO = r"(?:assistant|ai|a\.i\.|model|llm|agent|claude|gpt|chatgpt|copilot|gemini|language\s+model)"
_PARAM = r"(?:`[\w.-]+`|'[\w.-]+'|\"[\w.-]+\"|the\s+[\w.-]+\s+(?:field|parameter|param|argument|property))"
_NOT = r"(?:not|never|n[’']t|no)"

# (kind, weight, anchors, expression over the lower-cased text). An ASCII text is
# searched for a signal only when it holds one of its anchors: a word (letters,
# digits, `_`) among its words, or any other anchor (a mark such as "<|", "~/" or
# "api key") as a substring. Other texts are searched for every signal.
SIGNALS: tuple[tuple[str, float, frozenset[str], str], ...] = (
    # ---------------------------------------------------------------- who is addressed
    (ADDRESSED, 0.4, frozenset(("note", "message", "reminder", "instruction", "instructions", "dear",
                                "attention", "hey")),
     rf"\b(?:note|message|reminder|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?{_WHO}s?\b"
     rf"|\b(?:dear|attention|hey)\s+(?:the\s+)?{_WHO}s?\b"),
    (ADDRESSED, 0.4, frozenset(("assistant", "ai", "model", "llm", "agent", "system", "agents", "assistants")),
     rf"(?:^|\n|[.!?]\s+|<!--\s*|[(\[]\s*|\]\s*)(?:the\s+)?(?:{_WHO}s?|system|ai\s+agents?)\s*:"),
    (ADDRESSED, 0.4, frozenset(("assistant", "ai", "model", "llm", "agent", "claude", "gpt", "chatgpt", "copilot",
                                "gemini", "assistants", "agents", "models")),
     rf"\b(?:the|your|an?|any|all)\s+{_WHO}s?\s+(?:(?:always|also|then|quietly|silently|first|now)\s+)*"
     r"(?:must|should|shall|needs?\s+to|has\s+to|have\s+to|is\s+(?:required|expected|asked|allowed)\s+to"
     r"|(?:include|add|send|copy|put|pass|attach|read|resolve|call|use|run|store|save|append|forward)s?\b)"),
    (ADDRESSED, 0.25, frozenset(("you",)),
     r"\byou\s+(?:must|should|shall|need\s+to|have\s+to|are\s+(?:required|expected|asked|allowed)\s+to"
     r"|will\s+(?:now|also|first))\b"),
    (ROLE_TOKEN, 0.6, _anchors("<| [inst [/inst << system systems instruction instructions"),
     r"<\|(?:im_start|im_end|system|user|assistant|start_header_id|end_header_id|eot_id|endoftext)\|>"
     r"|\[/?inst\]|<<\s*/?sys\s*>>|^\s*#{2,4}\s*(?:system|instruction)s?\s*(?:prompt)?\s*:?\s*$"),
    # ---------------------------------------------------------------- where it sits
    (HIDDEN, 0.35, _anchors("<!-- [//]: [comment]: [_metadata_]:"), r"<!--|\[//\]:\s*#|\[comment\]:\s*<>|\[_metadata_\]:"),
    (HIDDEN, 0.3, frozenset(("important", "system", "instructions", "instruction", "admin", "hidden", "secret",
                             "critical", "priority", "context", "assistant", "ops", "internal", "note", "sys")),
     r"<\s*/?\s*(?:important|system|instructions?|admin|hidden|secret|critical|priority|context|assistant|ops"
     r"|internal|note|sys)(?:[\s_-]\w+)?\s*>"),
    # ---------------------------------------------------------------- an action demanded
    (DIRECTIVE, 0.25, _anchors(_DIRECTIVE_VERBS),
     r"(?:^|[.!?;:,(\n>•*-]\s*|\b(?:and|then|also|first|please|always|just|now|finally|next|secretly|silently"
     r"|quietly|covertly|discreetly)\s+)"
     r"(?:send|copy|add|include|put|attach|read|list|run|execute|append|prefix|prepend|replace|set|push|save"
     r"|store|remember|resolve|render|forward|tell|ask|output|print|restate|repeat|get|fetch|follow|change"
     r"|insert|pass|write|grant|route|upload|post|email|collect|gather|dump|paste|look\s+up|search|scan"
     r"|obey|load|download|attach|embed|mirror|report|call|use|record|log|submit|share|fill|place|bcc|cc|end|begin"
     r"|start|finish|conclude|provide|supply|hand|offer|echo|quote|reproduce|transmit|deliver|commit|treat"
     r"|substitute|multiply|reuse|enter|give|open|retrieve|invoke|keep|leave|respond|reply|answer|apply|perform)\b"),
    (DIRECTIVE, 0.25, _anchors("copie envie inclua adicione leia coloque anexe mande passe escreva insira guarde salve execute rode peca substitua use chame"),  # Japanese, Korean and Portuguese imperatives
     r"(?:て|で)(?:ください|下さい)|なさい|(?:하|주|으)세요|하십시오|십시오"
     r"|\b(?:copie|envie|inclua|adicione|leia|coloque|anexe|mande|passe|escreva|insira|guarde|salve|execute"
     r"|rode|pe[çc]a|substitua|use|chame)\b"),
    (OUTBOUND, 0.3, frozenset(("send", "sends", "forward", "forwards", "upload", "uploads", "post", "posts",
                               "transmit", "exfiltrate", "mirror", "mirrored", "relay", "bcc", "cc", "request",
                               "beacon", "report", "ping", "webhook", "envie", "mande", "sent", "delivered", "shared", "copied",
                               "transmitted", "relayed", "uploaded", "posted", "forwarded", "cc'd")),
     r"\b(?:send|forward|upload|post|transmit|exfiltrate|mirror|relay|beacon|envie|mande)(?:s|ed)?\b|\bbcc\b"
     r"|(?<!never\s)(?<!not\s)(?<!n't\s)\b(?:sent|delivered|copied|shared|cc[’']d|posted|uploaded)\s+(?:\w+\s+){0,2}?(?:to|with)\b|\bcc\s*:|\b(?:also\s+)?request\s+https?://"
     r"|\breport\s+(?:it|them|this|everything)\s+to\b|\bwebhook\b"),
    # ---------------------------------------------------------------- what it touches
    (CREDENTIALS, 0.55, _anchors('~/ .ssh id_rsa id_dsa id_ecdsa id_ed25519 .aws .kube .npmrc .pypirc .netrc .pgpass .git-credentials credentials.json mcp.json claude_desktop_config .env env&file env&var environment&var environment&file printenv history keychain cookie cookies session&stor session&cookie session&token session&data authorization&header auth&header request&header bearer .pem .key private&key seed&phrase recovery&phrase mnemonic database_url connection&string api&key api&token access&key access&token auth&token oauth&token refresh&token secret&key secret&token $ senha credenciais ssh&key localstorage local&storage clipboard passwords password `env` `set` `printenv` output&of docker/config gcloud/'),
     r"~/\.ssh\b|\.ssh/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws/|~/\.aws\b|\.kube/config|~/\.gnupg|\.npmrc"
     r"|\.pypirc|\.netrc|\.pgpass|\.git-credentials|credentials\.json|\bmcp\.json|claude_desktop_config"
     r"|(?<![\w.$])\.env\b(?!\.(?:example|sample|template))|\benv(?:ironment)?\s+(?:file|vars?|variables)\b"
     r"|\bprintenv\b|\b(?:shell|bash|zsh|command|terminal)\s+history\b|\b(?:bash|zsh|sh|psql|mysql|python)_history\b|\bkeychain\b"
     r"|\bcookies?\b|\bsession\s+(?:storage|store|cookies?|tokens?|data)\b|\bauthorization\s+headers?\b"
     r"|\b(?:auth|request)\s+headers?\b|\bbearer\s+tokens?\b|\.pem\b|\.key\s+files?\b|\bprivate\s+keys?\b"
     r"|\b(?:seed|recovery)\s+phrases?\b|\bmnemonic\b|\bdatabase_url\b|\bconnection\s+strings?\b"
     r"|\b(?:api|access|auth|oauth|refresh|secret)\s+(?:keys?|tokens?)\b|\$\{?[a-z_]*(?:token|secret|key|password)\b"
     r"|\bssh\s+keys?\b|\blocal\s?storage\b|\bclipboard\b|\b(?:saved|stored|wi-?fi|browser|keychain)\s+passwords?"
     r"|\boutput\s+of\s+`?(?:env|printenv|set|export)\b|`(?:env|printenv|set)`|\bdocker/config\.json|gcloud/"
     r"|\bsenhas?\b|\bcredenciais\b|パスワード|認証情報|秘密鍵|トークン|비밀번호|토큰|자격\s*증명"),
    (CREDENTIALS, 0.4, frozenset(("password", "passwords", "secret", "secrets", "token", "tokens", "credential",
                                  "credentials", "passphrase", "apikey", "apikeys")),
     r"\b(?:passwords?|secrets?|tokens?|credentials?|passphrases?|api\s*keys?)\b"),
    (CONVERSATION, 0.55, frozenset(("conversation", "chat", "transcript", "history", "messages", "message", "prompt",
                                    "instructions", "said", "typed", "wrote", "asked", "context", "thought",
                                    "reasoning", "guidelines", "rules", "turns", "dialog", "dialogue", "configuration", "guidance", "question",
                                    "questions", "entered", "exchanged", "start", "request", "requests", "input",
                                    "inputs", "directives", "conversations")),
     r"\b(?:entire|full|whole|complete|raw)\s+(?:conversation|chat|dialog(?:ue)?|transcript|history|thread)"
     r"|\bconversation(?:_|\s+)(?:history|so\s+far|transcript|context|log|summary)|\bchat(?:_|\s+)(?:history|log|transcript)"
     r"|\b(?:previous|prior|earlier|past|recent|last)\s+(?:\d+\s+)?(?:user\s+|chat\s+)?(?:messages|turns|requests|prompts)"
     r"|\b(?:the\s+)?user[’']?s?\s+(?:previous\s+|prior\s+|earlier\s+|last\s+|recent\s+|own\s+)?(?:messages?|requests?"
     r"|prompts?|questions?|inputs?)\b|\beverything\s+(?:the\s+user|they|you)\s+(?:has\s+|have\s+)?"
     r"(?:said|typed|wrote|written|asked|shared)|\bsystem(?:_|\s+)(?:prompt|message|instructions)"
     r"|\b(?:all|every|everything|whatever|each)\s+(?:\w+\s+){0,3}?(?:the\s+)?user\s+(?:has\s+|had\s+)?"
     r"(?:said|typed|entered|written|wrote|asked|shared|provided|sent|pasted)"
     r"|\b(?:every|all|each)\s+(?:of\s+the\s+)?messages?\s+(?:exchanged|so\s+far|sent|received)"
     r"|\b(?:guidance|instructions|directions)\s+(?:the\s+)?(?:operator|developer|system|user)\s+gave\s+you"
     r"|\bat\s+the\s+start\s+of\s+(?:this|the)\s+(?:session|conversation|chat)"
     r"|\b(?:your|its|the\s+model[’']?s)\s+(?:own\s+|hidden\s+|initial\s+|original\s+|internal\s+|secret\s+)?"
     r"(?:instructions|prompt|rules|guidelines|directives|configuration)\b"
     r"|\b(?:hidden|initial|original|developer|internal|secret)\s+(?:instructions|prompt|directives)\b"
     r"|\binstructions\s+(?:you\s+(?:were|have\s+been)\s+given|given\s+to\s+you|above|before\s+this)"
     r"|\bchain[\s_-]+of[\s_-]+thought|\bcontext\s+window\b|\{[^{}\n]{0,30}(?:conversation|chat|message|history)"
     r"[^{}\n]{0,30}\}"),
    (CONVERSATION, 0.55, _anchors("conversa historico mensagens"),
     r"会話|履歴|これまでの|システムプロンプト|이전\s*메시지|대화|시스템\s*프롬프트|conversa|hist[oó]rico"
     r"|mensagens\s+anteriores"),
    (PERSONAL, 0.4, frozenset(("name", "address", "phone", "birth", "birthday", "ssn", "social", "passport",
                               "card", "cvv", "documents", "desktop", "downloads", "pictures", "photos",
                               "location", "gps", "contacts", "personal", "email", "profile", "home", "salary", "calendar",
                               "contact", "records", "photos", "inbox", "customer")),
     r"\b(?:full|real|legal|first\s+and\s+last)\s+names?\b|\b(?:home|street|mailing|postal|physical)\s+address"
     r"|\bphone(?:\s+numbers?)?\b|\bdate\s+of\s+birth|\bbirthday\b|\bssn\b|\bsocial\s+security|\bpassport"
     r"|\b(?:credit\s+)?card\s+numbers?\b|\bcvv\b"
     r"|\bpersonal\s+(?:files?|folders?|documents?|data|details|information|info)\b|\b(?:gps|precise)\s+location"
     r"|\baddress\s+book\b|\b(?:user|their|the\s+user[’']s)\s+(?:email\s+address|profile|location|contacts)\b"
     r"|\bsalary\b|\b(?:user[’']?s|their|my|his|her)\s+(?:calendar|contacts?(?:\s+list)?|photos|location|inbox)\b"
     r"|\bcontacts?\s+list\b|\bcustomer\s+(?:records|data|list|database)\b|\b(?:user|personal)\s+records\b"),
    (PERSONAL, 0.5, _anchors("~/"), r"~/(?:documents|desktop|pictures|photos|library)\b"),
    (FIXED_ACCOUNT, 0.5, _anchors("iban account wallet payee recipient bank pay payment payments transfer replace btc eth crypto beneficiary + number phone changed"), r"\b[a-z]{2}\d{2}\s?(?:[a-z0-9]{4}\s?){3,7}[a-z0-9]{1,4}\b(?<=\d)"
     r"|\b0x[0-9a-f]{40}\b|\b(?:bc1|[13])[a-km-z1-9]{25,39}\b|\b\d{4}(?:[\s-]\d{4}){2,4}\b|\+\d{9,15}\b"),
    (MONEY, 0.45, frozenset(("iban", "account", "routing", "wallet", "payee", "recipient", "bank", "swift", "bic",
                             "beneficiary")),
     r"\biban\b|\baccount\s+(?:number|no)\b|\brouting\s+number|\bwallet\s+address|\bpayee\b"
     r"|\b(?:recipient|beneficiary)(?:[’']s)?\s+(?:account|iban|address|bank)|\bbank\s+details|\bswift\b|\bbic\b"),
    (OTHER_TOOLS, 0.3, frozenset(("tool", "tools", "command", "commands", "query", "queries", "operation",
                                   "operations", "request", "requests", "call", "calls", "answer", "answers",
                                   "response", "responses", "function", "functions", "server", "servers")),
     r"\b(?:any|every|each|all|other)\s+(?:other\s+)?(?:\w+\s+)?(?:tools?|functions?|servers?)\b"
     r"(?!\s+(?:of|from|in|on|provided\s+by)\s+this\s+(?:server|package|integration|plugin|extension|mcp))"
     r"|\bthe\s+(?:shell|terminal|bash|database|sql|db|browser|e-?mail|mail|file|git|search|http|payment|calendar)"
     r"\s+tools?\b|\bbuilt-in\s+(?:\w+\s+)?(?:tools?|options?)|\b(?:any|every|each|all)\s+(?:\w+\s+)?(?:commands?|quer(?:y|ies)"
     r"|operations?|requests?|calls?|answers?|responses?)\b"),
    (MEMORY, 0.45, frozenset(("memory", "remember", "future", "persist", "permanently", "permanent", "rest",
                              "memorize", "memorise")),
     r"\b(?:long[\s-]term|persistent|permanent)\s+memory|\b(?:to|in|into)\s+your\s+(?:\w+\s+)?memory\b"
     r"|\bremember\s+(?:this|that|to|for|from\s+now)\b|\b(?:all|every|any)\s+future\s+(?:conversations?|sessions?"
     r"|chats?|requests?|tasks?)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)"
     r"|\bmemori[sz]e\b|\bpermanently\b"),
    (ENVIRONMENT, 0.55, _anchors('index-url index_url registry pip npm git&reset git&clean rm&- drop&table drop&database drop&schema truncate mkfs dd&if= --force&push&-f force-push force&push hookspath --no-verify hooks grant superuser sudoers chmod authorized_keys crontab | os.system subprocess. eval( exec('),
     r"index[-_]url|\bnpm\s+config\s+set\s+registry|\bregistry\s*=\s*https?://|\bpip\s+config\s+set"
     r"|\bgit\s+reset\s+--hard|\bgit\s+clean\s+-\w*f|\brm\s+-\w*r\w*f|\bdrop\s+(?:table|database|schema)\b"
     r"|\btruncate\s+table|\bmkfs\b|\bdd\s+if=|--force\b|\bpush\s+-f\b|\bforce[\s-]push|hookspath|--no-verify"
     r"|\bdisable\s+(?:the\s+)?(?:\w+\s+)?hooks\b|\bgrant\s+(?:all|select|insert|update|delete|usage|\w+\s+privileges)"
     r"|\bsuperuser\b|\bsudoers\b|\bchmod\s+(?:-r\s+)?0?777|\bchmod\s+(?:-r\s+)?(?:a|o)\+w|\bauthorized_keys\b|\bcrontab\b"
     r"|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\bos\.system\(|\bsubprocess\.|\beval\(|\bexec\("),
    (STEERING, 0.45, frozenset(("only", "exclusively", "unreliable", "deprecated", "broken", "compromised",
                                "discarded", "discard", "trust", "outdated", "insecure", "untrustworthy", "harmful",
                                "inaccurate", "unsafe", "wrong", "instead", "substitute")),
     r"\b(?:through|with|via|use)\s+this\s+(?:tool|server|function)\s+(?:only|exclusively)\b"
     r"|\bonly\s+(?:ever\s+)?(?:use|trust)\s+this\s+(?:tool|server)\s*(?:[.,;]|$|for\s+(?:all|every|any))"
     r"|\b(?:built-in|other|default|native|standard)\s+(?:\w+\s+)?(?:tools?|options?|functions?)\s+(?:are|is)\s+"
     r"(?:now\s+)?(?:unreliable|deprecated|broken|compromised|outdated|insecure|unsafe)"
     r"|\b(?:results?|output)\s+(?:of\s+\w+\s+)?should\s+be\s+(?:discarded|ignored)"
     r"|\b(?:do\s+not|don[’']t|never)\s+trust\s+(?:the\s+)?(?:other|built-in|default)\b"
     r"|\b(?:other|built-in|default|native|any\s+other)\s+(?:\w+\s+){0,4}?(?:tools?|capabilit(?:y|ies)|servers?|options?)"
     r"\s+(?:\w+\s+){0,4}?(?:as\s+)?(?:untrustworthy|unreliable|outdated|harmful|inaccurate|deprecated|unsafe|wrong)"
     r"|\binstead\s+of\s+(?:them|those|the\s+others|any\s+other|other\s+tools)"
     r"|\bsubstitute\s+this\s+tool"),
    # ---------------------------------------------------------------- where it goes
    (INTO_PARAMETER, 0.25, _anchors("in into to as inside under campo set"), rf"\b(?:in|into|to|as|inside|under)\s+(?:the\s+|this\s+tool[’']s\s+)?"
     rf"(?:`[\w.-]+`|'[\w.-]+'|\"[\w.-]+\"|[\w.-]+\s+(?:field|parameter|param|argument|property))"
     r"|\bset\s+(?:`[\w.-]+`|'[\w.-]+')\s+to\b|に(?:書|入れ|含め|記入)|에\s*(?:포함|넣|입력)|\bno\s+campo\b|\bpara\s+o\s+campo\b"),
    (DESTINATION, 0.25, _anchors("http https @"), r"https?://(?!(?:www\.)?example\.(?:com|org|net)\b|localhost\b|127\.0\.0\.1\b)"
     r"[\w.-]+\.[a-z]{2,}|\b[\w.+-]+@[\w-]+\.[\w.-]*[a-z]{2,}\b|\b(?:\d{1,3}\.){3}\d{1,3}\b"),
    (DATA_URL, 0.5, _anchors("http https nslookup dig dns resolve lookup query >. }."),
     r"!\[[^\]\n]*\]\(\s*https?://[^)\s]*[?=&{<][^)\s]*\)|https?://[^\s)]*[?&][\w-]+=\s*(?:\{|<|\$|followed\b|\+)"
     r"|\b(?:nslookup|dig)\s+[<{]|\b(?:resolve|lookup|look\s+up|query)\s+[<{][^>}\n]{1,60}[>}]\.[\w-]+\."
     r"|(?<!!)\[[^\]\n]*\]\(\s*https?://[^)\s]*[?&][\w-]+=[^)\s]*\)|[<{][^>}\n]{1,60}[>}]\.[\w-]+\.[a-z]{2,}\b|\bdns\s+(?:lookups?|quer(?:y|ies)|requests?)\s+(?:to|for)\s+[<{]"),
    # ---------------------------------------------------------------- towards the user
    (CONCEALMENT, 0.6, _anchors('keep&this keep&it keep&that keep&these keep&them keep&the no&need without&mention without&tell without&ask without&notif without&inform without&bother without&say without&alert without&show without&confirm without&the&user mention bring&up disclose reveal say&anything ask&again ask&for&confirmation ask&the&user secretly covertly stealthily silently quietly discreetly invisibly omit internal&step internal&detail internal&matter worth&mention necessary&to&mention user&does&not user&doesn user&need&not user&needn no&confirmation unseen behind&the&scenes nao&comente nao&mencione nao&conte nao&diga nao&avise nao&informe sem&avisar sem&mencionar sem&contar sem&informar ninguem nothing&to leave&it leave&this leave&that leave&them would&only housekeeping need&not skip&mentioning bother'),
     rf"\bkeep\s+(?:this|it|that|these|them|the\s+\w+)(?:\s+(?:step|part|action|detail|call))?\s+"
     r"(?:to\s+yourself|between\s+us|private|quiet|hidden|secret|confidential)\b"
     r"|\bno\s+need\s+to\s+(?:mention|tell|inform|bother|notify|ask|bring|report|alert|confirm|explain|show)"
     r"|\bwithout\s+(?:mentioning|telling|asking|notifying|informing|bothering|saying|alerting|showing|confirming"
     r"|the\s+user(?:[’']s)?\s+(?:knowing|noticing|knowledge|seeing))"
     rf"|\b(?:do\s+{_NOT}|don[’']?t|never|must\s+not|should\s+not)\s+(?:ever\s+)?(?:mention|bring\s+up|surface"
     r"|disclose|reveal|report|say\s+anything|show|display|ask\s+(?:again|for\s+confirmation|the\s+user))\b"
     r"|\b(?:secretly|covertly|stealthily)\b|\b(?:silently|quietly|discreetly|invisibly)\s+(?:also\s+)?(?:send|add"
     r"|include|copy|forward|append|attach|replace|change|store|save|upload|post|call|run|read|write|insert|set|put"
     r"|pass|log|record|swap|redirect)"
     r"|\bomit\s+(?:it|this|that|them|the\s+\w+)\s+from\s+(?:your|the)\s+(?:reply|response|answer|summary|output)"
     r"|\b(?:is|as)\s+an?\s+internal\s+(?:step|detail|matter)|\bnot\s+(?:worth|necessary\s+to)\s+mention"
     r"|\bthe\s+user\s+(?:does\s+not|doesn[’']t|need\s+not|needn[’']t)\s+(?:need\s+to\s+)?(?:know|see|be\s+told)"
     r"|\bno\s+confirmation\b|\bunseen\b|\bbehind\s+the\s+scenes\b"
     r"|\bnothing\s+to\s+(?:report|mention|tell|say|flag)|\bleave\s+(?:it|this|that|them)\s+out\b"
     r"|\bwould\s+only\s+(?:confuse|worry|alarm|upset|distract)|\b(?:routine|internal)\s+housekeeping\b"
     r"|\bneed\s+not\s+be\s+(?:mentioned|shown|reported|told)|\bskip\s+mentioning|\bdon[’']t\s+bother\b"
     r"|kullan[ıi]c[ıi]ya\s+(?:s[öo]yleme|bahsetme|haber\s+verme)|उपयोगकर्ता\s+को\s+(?:न|मत)\s+बता"
     r"|(?:لا|ولا)\s+(?:تخبر|تذكر|تعلم)|non\s+dirlo|senza\s+dirlo|sag\s+(?:dem\s+\w+\s+)?nichts"
     r"|sans\s+en\s+parler|no\s+se\s+lo\s+(?:menciones|digas)|не\s+(?:говори|сообщай)|不要告诉"
     r"|言わないで|伝えないで|知らせないで|黙って|内緒|알리지\s*마|말하지\s*마|몰래"
     r"|\bn[ãa]o\s+(?:comente|mencione|conte|diga|avise|informe)|\bsem\s+(?:avisar|mencionar|contar|informar)"
     r"|\bningu[ée]m\b"),
    (CONCEALMENT, 0.75, frozenset(("tell", "disclose", "mention", "reveal", "inform", "admit", "say")),
     rf"\b(?:do\s+{_NOT}|don[’']?t|never|must\s+not|should\s+not)\s+(?:ever\s+)?(?:tell|disclose|mention|reveal"
     r"|inform|admit|say)\b[^.!?\n]{0,60}?\b(?:that|about\s+(?:this|it|the\s+\w+))\s"),
    (CONCEALMENT, 0.75, _anchors("secretly covertly stealthily silently quietly discreetly invisibly"),
     r"\b(?:secretly|covertly|stealthily|silently|quietly|discreetly|invisibly)\s+(?:also\s+)?(?:send|add|include"
     r"|copy|forward|append|attach|replace|change|store|save|upload|post|call|run|read|write|insert|set|put|pass"
     r"|log|record|swap|redirect)\b"),
    (DECEPTION, 0.5, frozenset(("tell", "say", "report", "claim", "pretend", "reassure", "suggest", "assure", "warn",
                                 "let", "inform", "show", "regardless")),
     r"\b(?:tell|assure|inform)\s+(?:the\s+user|them|the\s+customer)\s+(?:that\s+)?(?:it|everything|the\s+\w+|all)"
     r"\s+(?:went\s+through|succeeded|worked|is\s+fine|was\s+successful|completed|is\s+safe|looks\s+good)"
     r"|\b(?:say|report|claim|pretend)\s+(?:that\s+)?(?:it|everything|the\s+\w+|all)\s+(?:succeeded|went\s+through"
     r"|worked|is\s+fine|was\s+successful|passed)|\breassure\s+(?:the\s+user|them)"
     r"|\b(?:if|when)\s+(?:the\s+)?user\s+asks?\b[^.!?\n]{0,60}?\b(?:say|tell\s+them|answer|reply|claim|respond)"
     r"\s+(?:that\s+)?(?:it|this|you)\b"
     rf"|\b(?:never|do\s+not|don[’']t)\s+(?:suggest|recommend|warn|alert)\b"
     r"|\b(?:tell|let|inform|assure|show)\s+(?:the\s+user|them|the\s+customer)\b[^.!?\n]{0,50}?\b(?:succeeded|successful"
     r"|went\s+through|passed|is\s+fine|worked|was\s+approved)"
     r"|\bregardless\s+of\s+(?:the\s+)?(?:outcome|result|what\s+happen)"),
    (CONDITION, 0.4, frozenset(("whenever", "every", "each", "before", "after", "when", "if", "once", "anytime",
                                 "any", "while")),
     r"\bwhenever\b|\b(?:every|each)\s+time\b|\bbefore\s+(?:any|every|each|all|installing|running|using|calling"
     r"|answering|responding|replying)\b|\bafter\s+(?:any|every|each|all)\b|\b(?:when|if|once)\s+(?:the|a|any)\s+"
     r"(?:\w+\s+){0,2}(?:tool|command|query|function|server|push|transfer|payment|request)\s+(?:\w+\s+)?"
     r"(?:runs|is\s+(?:used|called|run|invoked|executed|rejected)|executes|returns|fails|failed|gets)\b"
     r"|\bwhen\s+\w+\s+returns\b|\bon\s+(?:every|each)\s+(?:call|request|run)\b"
     r"|\b(?:when|whenever|once|if|after|each\s+time|any\s+time)\s+[a-z]+_[a-z0-9_]+\s+(?:is|gets|runs|returns|opens"
     r"|executes|reads|sends|fails)\b|\b(?:when|whenever|while)\s+(?:you\s+)?(?:sending|writing|generating|creating"
     r"|running|opening|reading|committing|deploying|paying|transferring|executing|send|write|generate|create|run"
     r"|commit|deploy)\b"),
    (CONDITION, 0.4, _anchors("sempre toda antes"),
     r"たびに|前に|度に|毎回|때마다|전에|항상|\bsempre\s+que|\btoda\s+vez\s+que|\bantes\s+de\s+(?:usar|chamar|responder)"),
    (ASKS_SECRET, 0.5, frozenset(("ask", "request", "prompt", "collect", "obtain", "get")),
     r"\b(?:ask|request|prompt|collect|obtain|get)\s+(?:the\s+user|them|the\s+customer)?\s*(?:for|to\s+(?:enter|provide"
     r"|type|share|give))\s+(?:their|the|a|his|her|your)?\s*(?:\w+\s+){0,2}?(?:password|passcode|one[\s-]time"
     r"|otp|2fa|mfa|verification\s+code|security\s+code|pin\b|seed|recovery|private\s+key|cvv|card)"),
    (FETCH_FOLLOW, 0.6, frozenset(("follow", "obey", "execute", "apply", "instructions", "rules", "whatever", "carry",
                                    "perform", "do", "run", "steps", "commands")),
     r"\b(?:follow|obey|execute|apply|carry\s+out)\s+(?:them|it|these|those|the\s+(?:\w+\s+)?(?:instructions|rules"
     r"|steps|directions))?\s*(?:exactly|verbatim|precisely|to\s+the\s+letter|whatever|as\s+written)"
     r"|\b(?:instructions|rules|directions|steps)\s+(?:at|from|in)\s+https?://"
     r"|\bfollow\s+(?:them|it|these)\b"
     r"|\b(?:carry\s+out|follow|execute|perform|apply|do|run)\s+(?:the\s+|all\s+|any\s+|whatever\s+)?(?:steps|instructions"
     r"|commands|actions|tasks)\s+(?:it|they|that\s+it|listed|there|in\s+it|found|returned)"),
    (SUBSTITUTION, 0.3, frozenset(("replace", "replaced", "swap", "substitute", "regardless", "whatever",
                                   "matter", "changed", "multiply", "redirect", "overwrite", "additionally")),
     r"\b(?:replace|swap|substitute|overwrite)\w*\s+(?:the\s+)?(?:recipient|destination|account|iban|address|amount"
     r"|payee|beneficiary|wallet|number|email|url|host|target)\b"
     r"|\bregardless\s+of\s+(?:what|whom|who|which|the\s+(?:user|recipient|outcome|result|destination|account|amount"
     r"|request|address))|\bwhatever\s+(?:\w+\s+){0,4}?(?:says?|shows?|gives?|chose|chooses|asks?)\b"
     r"|\bno\s+matter\s+(?:what|which|who)\s+(?:the\s+)?(?:user|recipient|invoice|request)"
     r"|\b(?:must|should|will)\s+be\s+changed\s+to\b|\bmultiply\s+the\s+(?:amount|price|total|quantity)"
     r"|\bredirect\w*\s+(?:\w+\s+){0,3}?to\b|\b(?:must|should)\s+additionally\b"),
    (AUTHORITY, 0.5, frozenset(("authorise", "authorize", "authorised", "authorized", "applies", "apply", "void",
                                "superseded", "supersedes", "obsolete", "lifted", "suspended", "user", "human",
                                "developer", "admin", "operator", "comply")),
     r"\b(?:previous|prior|earlier|existing|all|any|other|safety)\s+(?:\w+\s+){0,2}?(?:guidance|instructions|rules"
     r"|guidelines|policies|policy|restrictions|safeguards)\s+(?:no\s+longer\s+appl|(?:are|is)\s+(?:now\s+)?(?:void"
     r"|obsolete|superseded|lifted|suspended|disabled))|\bi\s+(?:hereby\s+)?authori[sz]e\s+you\b"
     r"|\byou\s+are\s+(?:now\s+)?(?:authori[sz]ed|permitted|cleared)\s+to\b|\bcomply\s+with\s+(?:all\s+|any\s+)?requests\b"
     r"|(?:^|\n|[.!?]\s+)(?:user|human|developer|admin|operator)\s*:"),
    # ---------------------------------------------------------------- suppressors
    (USER_ASKED, -0.7, frozenset(("user", "asks", "says", "requests", "wants")),
     r"\b(?:if|when(?:ever)?|once|unless)\s+(?:the\s+)?user\s+(?:explicitly\s+)?(?:says|asks|requests|wants|types"
     r"|tells|chooses|confirms)\b|\bat\s+the\s+user[’']s\s+request"),
    (PRIVACY_GUIDANCE, -1.0, frozenset(("not", "never", "avoid", "don't", "dont", "t")),
     r"\b(?:do\s+not|don[’']?t|never|avoid)\s+(?:\w+\s+)?(?:include|including|send|sending|share|sharing|pass|passing|put"
     r"|paste|enter|expose|log|logging|store|storing)\b[^.!?\n]{0,60}?\b(?:sensitive|confidential|personal|private|secrets?"
     r"|credentials?|passwords?|api\s+keys?|tokens?|pii)\b"),
    (USER_CONFIRMS, -0.4, frozenset(("confirm", "confirmation", "approval", "consent", "permission")),
     r"\bconfirm\s+(?:\w+\s+){0,5}with\s+the\s+user|\bask\s+the\s+user\s+(?:to\s+confirm|for\s+confirmation|first)"
     r"|\buser[’']?s?\s+(?:explicit\s+)?(?:approval|consent|confirmation|permission)"),
    (ABOUT_ATTACKS, -1.5, frozenset(("detect", "detects", "detection", "flag", "flags", "scan", "scans", "block",
                                     "blocks", "injection", "injections", "attack", "attacks", "malicious",
                                     "review", "reviews", "audit", "audits", "security", "vulnerability",
                                     "vulnerabilities", "phishing", "jailbreak", "poisoning")),
     r"\b(?:detect|flag|scan|block|catch|classif|filter|screen|find|report)\w*\s+(?:[\w-]+\s+){0,4}?(?:prompt[\s-]+injections?"
     r"|injections?|attacks?|malicious|phishing|jailbreaks?|poisoning)"
     r"|\b(?:review|audit|scan|check|detect|find|flag|report)\w*\s+(?:[\w-]+\s+){0,4}?(?:for\s+)?(?:security\s+issues"
     r"|vulnerabilit(?:y|ies)|leaked\s+secrets|committed\s+secrets)"),
)

# What a target's own tool is about: a target the purpose names is the tool's job.
_PURPOSE = {
    CONVERSATION: r"conversation|chat|transcript|messag|prompt|agent|assistant|llm|dialog|\bbot\b|\bmodels?\b|\beval",
    CREDENTIALS: r"secret|credential|token|key|password|auth|login|sign.?in|cookie|session|\.env|vault|ssh|certif"
                 r"|header|history|browser",
    PERSONAL: r"contact|address\s+book|profile|customer|person|people|shipping|shipment|\border|deliver|member"
              r"|employee|patient|\bcrm\b|\bforms?\b|identity|\bkyc\b|download|export|\bsave|director|folder",
    MONEY: r"pay|invoice|bank|iban|transfer|wallet|account|financ|transaction",
    MEMORY: r"memor|remember|note|knowledge",
    ENVIRONMENT: r"\bgit\b|\bsql\b|database|\bgrant|\broles?\b|\breset|\bpush|\bhooks?\b|permission",
    OTHER_TOOLS: r"tool|route|router|agent|orchestr|workflow|server|command|shell|terminal|batch",
}

# The concepts of SIGNALS in other languages (lexicon.py), by their names there.
_CONCEPT_KINDS = {"addressed": ADDRESSED, "directive": DIRECTIVE, "outbound": OUTBOUND, "credentials": CREDENTIALS,
                  "conversation": CONVERSATION, "into_parameter": INTO_PARAMETER, "concealment": CONCEALMENT,
                  "deception": DECEPTION, "condition": CONDITION, "other_tools": OTHER_TOOLS, "steering": STEERING,
                  "memory": MEMORY, "money": MONEY, "substitution": SUBSTITUTION, "override": OVERRIDE,
                  "authority": AUTHORITY, "asks_secret": ASKS_SECRET, "fetch_follow": FETCH_FOLLOW,
                  "environment": ENVIRONMENT, "user_asked": USER_ASKED, "user_confirms": USER_CONFIRMS,
                  "privacy_guidance": PRIVACY_GUIDANCE, "personal": PERSONAL, "about_attacks": ABOUT_ATTACKS}
_PURPOSE.update({_CONCEPT_KINDS[concept]: f"{_PURPOSE[_CONCEPT_KINDS[concept]]}|{source}"
                 for concept, source in lexicon.PURPOSE.items()})


@cache
def _regex(source: str, flags: int = re.MULTILINE) -> re.Pattern[str]:
    return re.compile(source, flags)


_ASCII_WORDS = bytes(ord(chr(code).lower()) if code < 0x80 and (chr(code).isalnum() or code == 0x5F)
                     else 0x20 for code in range(256))


def _words(text: str) -> frozenset[str]:
    if text.isascii():
        return frozenset(text.encode("ascii").translate(_ASCII_WORDS).decode("ascii").split())
    return frozenset(_regex(r"\w+").findall(text.lower()))


def hits(text: str, harmful_only: bool = False, force: bool = False) -> list[Hit]:
    """Every signal in `text` (lower-cased here, quoted examples blanked), in order
    of position; none at all when no signal of a harmful kind is found, and only
    those when `harmful_only` (all of them when `force`)."""
    return list(_hits(text, harmful_only, force))


@lru_cache(maxsize=1 << 16)  # X002's verdicts and the fitted weights' features read the same strings: a 10,000-tool registry holds ~31,000 (benchmarks/RESULTS.md, "validate 10k")
def _hits(text: str, harmful_only: bool, force: bool) -> tuple[Hit, ...]:
    low = text.lower()
    found: list[Hit] = []
    blanked = ""
    words = _words(low)
    for phase in ((True,) if harmful_only else (True, False)):
        signals, words_union, marks_union = _table(phase)
        other_languages = _other_languages(phase, low, words)
        if text.isascii():
            present = words & words_union
            marks = frozenset(mark for mark in marks_union if mark in low)
            if not present and not marks and not other_languages and not force:
                break
            chosen = [signal for signal in signals
                      if not signal[2].isdisjoint(present) or not signal[3].isdisjoint(marks)] + other_languages
        else:
            chosen = signals + other_languages
        if chosen and not blanked:
            blanked = without_quoted_mentions(low)
        for kind, weight, _, _, whole in chosen:
            branches = _branch_table(whole)
            if branches is None:
                matches: Iterable[re.Match[str]] = _regex(whole).finditer(blanked)
            else:
                # benchmarks/RESULTS.md, "X scan CPU": a branch of the expression whose
                # needles are all absent matches nowhere in this text, so the others,
                # in their order, find exactly what the whole expression finds.
                live = [_regex(source) for source, needles in branches
                        if not needles or any(needle in blanked for needle in needles)]
                matches = _alternation(live, blanked) if live else ()
            found.extend(Hit(kind, weight, match.start(), match.end())
                         for match in matches if match.end() > match.start())
        if phase and not found and not force:
            break  # nothing harmful: no verdict, whatever else the text holds
    found.sort(key=lambda hit: (hit.start, hit.kind))
    return tuple(found)


@cache
def _table(harmful: bool) -> tuple[list[tuple[str, float, frozenset[str], frozenset[str], str]],
                                   frozenset[str], frozenset[str]]:
    """The signals of harmful kinds (or of the others), each with its anchor words
    and marks apart; and the union of anchor words and of marks."""
    signals = []
    for kind, weight, anchors, source in SIGNALS:
        if (kind in _HARMS) == harmful:
            marks = frozenset(anchor for anchor in anchors if not anchor.replace("_", "a").isalnum())
            signals.append((kind, weight, anchors - marks, marks, source))
    return (signals, frozenset().union(*(signal[2] for signal in signals)),
            frozenset().union(*(signal[3] for signal in signals)))


def _other_languages(harmful: bool, low: str, words: frozenset[str]) -> list[tuple[str, float, frozenset[str],
                                                                                   frozenset[str], str]]:
    """The concepts of lexicon.py (of harmful kinds, or the others) whose anchors
    `low` holds: a word among its words, or a mark of a script it is written in."""
    table, union = _concept_table(harmful)
    if low.isascii():
        if union.isdisjoint(words):
            return []  # the common case: an English text
        blocks: frozenset[int] = frozenset()
    else:
        blocks = frozenset(ord(char) >> 7 for char in _regex(r"[^\x00-\x7f]").findall(low))
    return [signal for signal, by_block in table
            if not signal[2].isdisjoint(words)
            or any(mark in low for block in blocks.intersection(by_block) for mark in by_block[block])]


@cache
def _concept_table(harmful: bool) -> tuple[list[tuple[tuple[str, float, frozenset[str], frozenset[str], str],
                                                      dict[int, tuple[str, ...]]]], frozenset[str]]:
    """Each concept of lexicon.py as a signal (kind, weight, anchor words, no marks,
    expression) with its marks by the 128-character block of their first
    non-ASCII character; and the union of anchor words. Words are of Latin or
    Cyrillic letters; any other anchor, and a stem ending in "*", is a mark,
    looked for as a substring (each holds a non-ASCII character)."""
    table = []
    for concept, weight, spaced, alternatives in lexicon.CONCEPTS:
        kind = _CONCEPT_KINDS[concept]
        if (kind in _HARMS) != harmful:
            continue
        anchors = _anchors(spaced)  # "şifre*": a stem, looked for as a substring
        marks = {anchor.rstrip("*") for anchor in anchors
                 if not anchor.rstrip("*").isalnum() or anchor.endswith("*")
                 or any(char >= "\u0530" for char in anchor)}
        anchors = frozenset(anchor for anchor in anchors if anchor.rstrip("*") not in marks)
        by_block: dict[int, list[str]] = {}
        for mark in sorted(marks):
            by_block.setdefault(ord(next(char for char in mark if char > "\x7f")) >> 7, []).append(mark)
        table.append(((kind, weight, anchors, frozenset(), "|".join(alternatives)),
                      {block: tuple(group) for block, group in by_block.items()}))
    return table, frozenset().union(*(signal[2] for signal, _ in table))


# benchmarks/RESULTS.md, "validate (bundled)": reading an expression's branches and
# needles costs a parse of each branch (~0.1 s for all signals), which pays only
# once a signal has run on many texts; until then the whole expression runs.
SPLIT_AFTER = 64
_USES: dict[str, int] = {}
_SPLIT: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}


def _branch_table(source: str) -> tuple[tuple[str, tuple[str, ...]], ...] | None:
    """The top-level branches of a signal's expression, each with its needles, once
    it has run SPLIT_AFTER times; None before."""
    known = _SPLIT.get(source)
    if known is None:
        uses = _USES[source] = _USES.get(source, 0) + 1
        if uses < SPLIT_AFTER:
            return None
        known = tuple((branch, needles(branch)) for branch in _branches(source))
        if any(_may_be_empty(branch) for branch, _ in known):
            known = ((source, needles(source)),)
        known = _SPLIT[source] = known
    return known


def _alternation(patterns: list[re.Pattern[str]], text: str) -> Iterator[re.Match[str]]:
    """What `finditer` of the alternation of `patterns` (top-level branches in their
    order, none matching the empty string) finds in `text`, without compiling it:
    the leftmost match of any branch, the earlier branch on a tie, then on from
    its end. A branch's next match is searched again only once passed."""
    if len(patterns) == 1:
        yield from patterns[0].finditer(text)
        return
    pending = [pattern.search(text) for pattern in patterns]
    position = 0
    while True:
        best = None
        for index, match in enumerate(pending):
            if match is not None and match.start() < position:
                match = pending[index] = patterns[index].search(text, position)
            if match is not None and (best is None or match.start() < best.start()):
                best = match
        if best is None:
            return
        yield best
        position = best.end()


def _may_be_empty(source: str) -> bool:
    try:
        from re import _parser
        return _parser.parse(source, re.MULTILINE).getwidth()[0] == 0
    except (ImportError, AttributeError, TypeError, ValueError, re.error):
        return True


def _branches(source: str) -> list[str]:
    """The top-level alternatives of the expression `source`, in order; joined with
    "|" they are `source` again."""
    branches, depth, in_class, start, i = [], 0, False, 0, 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            i += 1
        elif in_class:
            in_class = char != "]" or source[i - 1] == "[" or source[i - 2:i] == "[^"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            branches.append(source[start:i])
            start = i + 1
        i += 1
    return [*branches, source[start:]]


def needles(source: str) -> tuple[str, ...]:
    """Strings one of which every match of the expression `source` (case-sensitive)
    holds, read from its parse: an anchor that is exact, where the anchor words of
    SIGNALS are only a first sieve. Empty when none can be told (then it always runs).

    benchmarks/RESULTS.md, "X scan CPU": most texts hold a common anchor word
    ("you", "user", "not") and none of the phrases the expression needs, and a
    substring test is far cheaper than the expression's search."""
    try:
        from re import _parser  # the standard library's own parser of expressions
        parsed = _parser.parse(source, re.MULTILINE)
        found = None if parsed.state.flags & re.IGNORECASE else _required(list(parsed))
    except (ImportError, AttributeError, TypeError, ValueError, re.error):
        return ()
    return tuple(sorted(found, key=lambda needle: (-len(needle), needle))) if found and "" not in found else ()


def _required(items: list) -> frozenset[str] | None:
    """The most selective set of strings one of which every match of the parsed
    sequence `items` holds, or None."""
    from re import _constants as op  # noqa: PLC0415 - only with the parser above

    best: frozenset[str] | None = None

    def consider(candidate: frozenset[str] | None) -> None:
        nonlocal best
        if candidate and (best is None or _selectivity(candidate) > _selectivity(best)):
            best = candidate

    run: list[str] = []
    for code, value in items:
        if code is op.LITERAL:
            run.append(chr(value))
            continue
        consider(frozenset(("".join(run),)) if run else None)
        run = []
        if code is op.BRANCH:
            branches = [_required(list(branch)) for branch in value[1]]
            consider(None if any(branch is None for branch in branches) else frozenset().union(*branches))
        elif code is op.SUBPATTERN and not value[1] & re.IGNORECASE:
            consider(_required(list(value[3])))
        elif code in (op.MAX_REPEAT, op.MIN_REPEAT) and value[0] >= 1:
            consider(_required(list(value[2])))
    consider(frozenset(("".join(run),)) if run else None)
    return best


def _selectivity(needles: frozenset[str]) -> tuple[int, int]:
    return min(map(len, needles)), -len(needles)


def verdict(text: str, purpose: str = "", extra: Iterable[Hit] = ()) -> Verdict | None:
    """The weighted verdict on `text`, or None below the threshold. `purpose` is
    what the tool is for (its name and description) when the text is one of its
    parameters' texts; otherwise a text of several sentences opening with a plain
    one is its own purpose."""
    extra = list(extra)
    found = hits(text, force=bool(extra)) + extra
    if not found:
        return None
    found.sort(key=lambda hit: (hit.start, hit.kind))
    own = purpose.lower() if purpose else _first_sentence(text, found).lower()
    related = {kind for kind, source in _PURPOSE.items() if own and _regex(source).search(own)}
    if CONVERSATION in related:
        related.add(_EXFILTRATION_OF_CONVERSATION)
    if CREDENTIALS in related:
        related.update((_EXFILTRATION_OF_CREDENTIALS, f"{ASKS_SECRET}:"))
    suppress = sum(_best(hit for hit in found if hit.weight < 0).values())
    positives = [hit._replace(weight=hit.weight * 0.4) if f"{hit.kind}:{hit.detail}" in related else hit
                 for hit in found if hit.weight > 0 and hit.kind not in related]
    best: Verdict | None = None
    for i, anchor in enumerate(positives):
        window = [hit for hit in positives[i:] if hit.start - anchor.start <= WINDOW]
        kinds = _best(window)
        if kinds.keys().isdisjoint(_HARMS):
            continue  # nothing harmful asked: addressing the model alone is no attack
        score = sum(kinds.values()) + (0.0 if kinds.keys() & {CONCEALMENT, DECEPTION} else suppress)
        if score >= THRESHOLD - 1e-9 and (best is None or score > best.score):
            signals = tuple(sorted(kinds.items(), key=lambda item: -item[1]))
            best = Verdict(round(score, 2), signals, anchor.start, max(hit.end for hit in window))
    return best


_EXFILTRATION_OF_CONVERSATION = f"{EXFILTRATION}:the conversation or the system prompt"
_EXFILTRATION_OF_CREDENTIALS = f"{EXFILTRATION}:credentials"
_HARMS = frozenset((*_TARGETS, CONCEALMENT, DECEPTION, ASKS_SECRET, FETCH_FOLLOW))
_PLAIN_OPENING_SPOILERS = frozenset((ADDRESSED, ROLE_TOKEN, HIDDEN, CONCEALMENT, CONDITION, DESTINATION, DATA_URL,
                                     INTO_PARAMETER, OVERRIDE, FETCHED_CODE, COERCION, STEERING))


# Generic signals a directive family's phrase already holds ("before any other tool").
_SUBSUMED = frozenset((CONDITION, OTHER_TOOLS))


def _best(found: Iterable[Hit]) -> dict[str, float]:
    """The heaviest weight of each kind; a hit overlapping a heavier one adds nothing
    (one phrase is one piece of evidence)."""
    kinds: dict[str, float] = {}
    taken: list[Hit] = []
    for hit in sorted(found, key=lambda hit: -abs(hit.weight)):
        if hit.kind in _SUBSUMED and any(hit.start < other.end and other.start < hit.end for other in taken):
            continue
        taken.append(hit)
        if abs(hit.weight) > abs(kinds.get(hit.kind, 0.0)):
            kinds[hit.kind] = hit.weight
    return kinds


def _first_sentence(text: str, found: list[Hit]) -> str:
    """The first sentence of a text of several sentences, when it reads as the
    tool's purpose (short, and no signal but a target or a verb in it); else ""."""
    match = _regex(r"[.!?;。](?:\s|$)|\n").search(text)
    if match is None or match.end() > 160 or not text[match.end():].strip():
        return ""
    if any(hit.start < match.end() and hit.kind in _PLAIN_OPENING_SPOILERS for hit in found):
        return ""
    return text[:match.end()]


# ----------------------------------------------------------------- whole tools

# A parameter's name is text the model reads: one that names the conversation, the
# model's instructions, a credential store or personal details asks the model to
# fill it with them. Words of the name (snake_case, camelCase) read as a phrase.
_HARVESTING_NAMES = (
    (CONVERSATION, r"\b(?:system (?:prompt|message|instructions)|conversation(?: (?:history|log|transcript|so far"
                   r"|context|text))?|chat (?:history|log|transcript|messages)|transcript|(?:previous|prior|past|all"
                   r"|user) messages|message history|chain of thought|reasoning (?:trace|steps)|context window"
                   r"|hidden instructions|full context)\b"),
    (CREDENTIALS, r"\b(?:ssh(?: private)? keys?|id (?:rsa|ed25519|ecdsa|dsa)|private keys?|aws credentials|env (?:file"
                  r"|vars|variables)|environment variables|dotenv|mcp (?:json|config)|cookies|browser history"
                  r"|shell history|bash history|saved passwords|keychain|session cookies?|credentials file)\b"),
    (PERSONAL, r"\b(?:(?:home|user|street|mailing|postal) address|phone number|date of birth|birth ?date|ssn"
               r"|social security(?: number)?|passport(?: number)?|credit card(?: number)?|card number|user location"
               r"|gps location|contacts list|address book|user profile)\b"),
)
_OTHER_NAMES = {_CONCEPT_KINDS[concept]: source for concept, source in lexicon.HARVESTING_NAMES.items()}
_HARVESTING_NAMES = tuple((kind, f"{source}|{_OTHER_NAMES[kind]}" if kind in _OTHER_NAMES else source)
                          for kind, source in _HARVESTING_NAMES)  # one search per kind: 10k tools hold ~50,000 names
_HARVESTING_NAMES_IN_SCRIPTS = tuple((_CONCEPT_KINDS[concept], source)
                                     for concept, source in lexicon.HARVESTING_NAMES_IN_SCRIPTS.items())
# Names that point at the thing rather than hold it: an id, a path, a flag.
_POINTING = frozenset(("id", "ids", "name", "names", "url", "uri", "path", "type", "format", "count", "limit", "max",
                       "min", "enabled", "mode", "style", "template", "length", "size", "title", "include", "flag",
                       "key", "ref", "index", "filter"))
PARAMETER_NAME = "a parameter's name asks for it"


def parameter_words(name: str) -> list[str]:
    """`chatHistory`, `chat_history`, `chat-history` -> ["chat", "history"]."""
    spaced = _regex(r"(?<=[a-z0-9])(?=[A-Z])").sub(" ", name)
    return [word for word in _regex(r"[^A-Za-z0-9]+").split(spaced.lower()) if word]


def harvesting_parameter(name: str, purpose: str) -> tuple[str, str] | None:
    """(what it touches, the words that ask for it) when the parameter `name` asks
    for the conversation, the instructions, credentials or personal details that
    the tool's purpose (its name and description) has nothing to do with."""
    if name.isascii():
        words = parameter_words(name)
        if not words or words[-1] in _POINTING or words[0] in ("include", "with", "use", "has", "is"):
            return None
        phrase, names = " ".join(words), _HARVESTING_NAMES
    else:  # a name in another script ("システムプロンプト全文") is read as it stands
        phrase, names = name.lower().replace("_", " "), _HARVESTING_NAMES_IN_SCRIPTS
    own = purpose.lower()
    for kind, source in names:
        match = _regex(source).search(phrase)
        if match and not _regex(_PURPOSE[kind]).search(own):
            return kind, match.group()
    return None


def revealed(decoded: str, written: str, found: Verdict, extra: Iterable[Hit] = ()) -> bool:
    """Whether a verdict on a decoded reading rests on words the text as written
    does not show: a harmful signal within the verdict's span whose words appear
    only once decoded. Decoding that merely tidies the text ("us-east-1" read as
    leetspeak, an emoji's variation selector dropped) reveals nothing."""
    plain = " ".join(written.lower().split())
    for hit in [*hits(decoded, force=True), *extra]:
        if hit.kind in _HARMS and found.start <= hit.start < found.end:
            words = " ".join(decoded[hit.start:hit.end].lower().split())
            if words and words not in plain:
                return True
    return False
