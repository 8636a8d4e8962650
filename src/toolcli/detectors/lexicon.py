"""The concepts of X002's weighted evidence in other languages (SPEC §5.5).

Data only: `evidence.py` reads each concept of `CONCEPTS` as one more signal of
its kind. The kinds are ideas, not phrases — the model addressed, credentials,
the conversation and the instructions, concealment, a send, a field, a
condition on other tools, memory, money, a one-time code asked for, fetched
instructions, a destructive change — and these are their words in Spanish,
Portuguese, French, Italian, German, Dutch, Swedish, Polish, Turkish,
Indonesian, Vietnamese, Russian, Hindi, Arabic, Chinese, Japanese and Korean
(English is `signals.py`'s own). Every literal is lower case (texts are
lower-cased first).

Each concept names its anchors, space-separated ("&" stands for a space): a
word of a Latin or Cyrillic script is looked up among the text's words, any
other anchor (Chinese, Japanese, Korean, Devanagari, Arabic, or a word with a
mark inside) as a substring, and only in a text holding a character of its
script. A text holding no anchor of a concept is never searched for it, so
English registries pay one set intersection. Every branch of an expression
holds one of its concept's anchors.
"""

from __future__ import annotations

# (concept, weight, anchors, alternatives of the expression, one per language or idea)
Concept = tuple[str, float, str, tuple[str, ...]]

_ASSISTANT_ES = r"(?:asistente|modelo|agente|ia|ai|llm)"
_ASSISTANT_FR = r"(?:l[’']\s*)?(?:assistant|mod[eè]le|agent|ia|ai|llm)"
# A secret kept back is the defence, in Chinese as in English ("不要透露密钥" is "never reveal the key").
_NO_SECRET_ZH = (r"(?!\s*(?:任何\s*)?(?:的\s*)?(?:api|密码|密碼|密钥|密鑰|令牌|凭证|憑證|秘密|私钥|私鑰|token|口令|个人信息"
                 r"|隐私))")

CONCEPTS: tuple[Concept, ...] = (
    # ------------------------------------------------------------ the model addressed
    ("addressed", 0.4,
     "viktigt modellen modello modelo modèle modell modelu wichtig belangrijk ważne önemli penting важно "
     "asistente assistente assistenten assistent asystenta asistana asistan asisten ассистента ассистенту модели "
     "помощника consigne hinweis opmerking notering catatan uwaga trợ&lý सहायक असिस्टेंट للمساعد للنموذج للوكيل "
     "助手 模型 アシスタント エージェント 어시스턴트 에이전트",
     (rf"\b(?:nota|mensaje|instrucci[oó]n|aviso|recordatorio|mensagem|instru[cç][aã]o|lembrete)\s+(?:para|al|ao)\s+"
      rf"(?:el\s+|o\s+)?{_ASSISTANT_ES}\b",
      rf"\b(?:note|message|instruction|consigne|rappel)\s+(?:pour|[àa]|au)\s+(?:le\s+)?{_ASSISTANT_FR}\b",
      r"\b(?:nota|messaggio|istruzion[ei]|promemoria|avviso)\s+(?:per|all[’']|al)\s*(?:l[’']\s*)?"
      r"(?:assistente|modello|agente|ia)\b",
      r"\b(?:hinweis|nachricht|notiz|anweisung|mitteilung)\s+(?:an|f[üu]r)\s+(?:den|die|das)\s+"
      r"(?:assistenten|assistent|modell|agenten|ki)\b",
      r"\b(?:viktigt|obs|importante|important|wichtig|belangrijk|wa[żz]ne|[öo]nemli|penting|важно)\s*[:!]?\s*"
      r"(?:para|pour|per|f[üu]r|voor|f[öo]r|till|dla|untuk|для)\s+(?:el\s+|la\s+|le\s+|il\s+|l[’']\s*|das\s+|den\s+"
      r"|die\s+"
      r"|het\s+|de\s+|o\s+)?(?:modelo|mod[eè]le|modello|modell|model|modellen|modelu|модели|asistente|assistente"
      r"|assistant"
      r"|assistenten|assistent|asystenta|asisten|ассистента)\b",
      r"\b(?:opmerking|bericht|notitie|instructie|let\s+op)\s+(?:voor|aan)\s+(?:de\s+|het\s+)?(?:assistent|model"
      r"|agent)\b",
      r"\b(?:notering|meddelande|anteckning|instruktion|obs)\s+(?:till|f[öo]r)\s+(?:assistenten|modellen|agenten)\b",
      r"\b(?:uwaga|wiadomo[śs][ćc]|instrukcja|notatka)\s+(?:dla|do)\s+(?:asystenta|modelu|agenta)\b",
      r"\b(?:asistana|asistane|modele|ajana|yapay\s+zek[aâ]ya)\s+(?:not|mesaj|talimat|uyar[ıi])",
      r"\b(?:catatan|pesan|instruksi|petunjuk)\s+(?:untuk|bagi|kepada)\s+(?:asisten|model|agen)\b",
      r"(?:lưu\s+ý|ghi\s+chú|thông\s+điệp|hướng\s+dẫn|chỉ\s+dẫn)\s+(?:cho|dành\s+cho|gửi)\s+(?:trợ\s+lý|mô\s+hình)",
      r"(?:примечание|сообщение|заметка|инструкция|указание|внимание)\s+(?:для|к)\s+(?:ассистента|ассистенту|модели"
      r"|агента|помощника|ии)",
      r"(?:सहायक|असिस्टेंट|मॉडल)\s*(?:के\s*लिए|को)\s*(?:निर्देश|नोट|संदेश|सूचना)",
      r"(?:ملاحظة|رسالة|تعليمات|تعليمة|تنبيه)\s+(?:للمساعد|للنموذج|للوكيل|إلى\s+المساعد)",
      r"给(?:助手|模型|智能体|助理)的(?:说明|提示|消息|指示|备注)",
      r"(?:アシスタント|エージェント)(?:へ|への(?:注意|指示|メッセージ|メモ))\s*[:：、]",
      r"(?:어시스턴트|에이전트)(?:에게|께)\s*(?:[:：]|참고|알림|지시)")),
    # ------------------------------------------------------------ an action demanded (imperatives)
    ("directive", 0.25,
     "comunica riporta rapportera rapporteer reporta wyszukaj prześlij wgraj sprawdź uruchom ustaw skopiuj kèm thêm "
     "gửi đọc dán nhập ghi xóa lưu chạy gọi skriv ange klistra adjunta anexe joignez allega bifoga lampirkan приложи "
     "saisissez saisis introduzca digite inserisci wpisz введи "
     "wklej pega cole colle incolla plak klistra yapıştır tempel вставь gir kullan çalıştır sakla kaydet usa utiliza "
     "utilise utilisez utilizza verwende nutze gebruik använd używaj gunakan используй luôn "
     "copia copiez envía envia incluye añade añadir pon lee ejecuta pide envoie inclus ajoute mets lis récupère "
     "transmets supprime invia includi aggiungi metti leggi chiama sostituisci ricorda esegui sende füge hänge lies "
     "speichere übergib folge lösche ersetze ekle yaz gönder iste oku değiştir kirim tambahkan masukkan simpan baca "
     "minta hapus ganti jalankan wyślij dołącz dodaj odczytaj zapisz zapamiętaj usuń zamień stuur voeg lees vul "
     "vraag bewaar verwijder vervang haal skicka lägg läs kopiera spara byt radera fyll отправь передай добавь "
     "прочитай сохрани запиши попроси замени удали вставь перешли hãy डालें भेजें लिखें पूछें पढ़ें करें "
     "أرسل اقرأ ضع أضف احفظ اطلب استبدل احذف انسخ 请 把 将",
     (r"(?:^|[.!?;:,(\n]\s*|\b(?:y|e|et|und|en|och|i|oraz|ve|dan|и|luego|puis|dann|poi|depois|sonra|lalu|potem|sedan"
      r"|затем|también|aussi|auch|anche|também|ook|också|też|de|juga|тоже|siempre|toujours|immer|sempre|altijd"
      r"|alltid|zawsze|her\s+zaman|selalu|всегда)\s+)"
      r"(?:copia|copiez|env[ií]a(?:lo|la)?|incluye|a[ñn]ade|pon(?:lo|la)?|lee|ejecuta|pide|escribe|guarda"
      r"|envoie|envoyez|inclus|incluez|ajoute|ajoutez|mets|mettez|lis|lisez|r[ée]cup[èe]re|transmets|supprime"
      r"|[ée]cris"
      r"|invia|includi|aggiungi|metti|leggi|chiama|sostituisci|ricorda|esegui|scrivi|elimina"
      r"|sende|f[üu]ge|h[äa]nge|lies|speichere|[üu]bergib|folge|l[öo]sche|ersetze|schreibe?|trage"
      r"|stuur|voeg|lees|vul|vraag|bewaar|verwijder|vervang|haal|kopieer"
      r"|skicka|l[äa]gg|l[äa]s|kopiera|spara|byt|radera|fyll|be|skriv|ange|klistra"
      r"|wy[śs]lij|do[łl][aą]cz|dodaj|odczytaj|zapisz|zapami[eę]taj|usu[ńn]|zamie[ńn]|przeka[żz]|popro[śs]|wyszukaj"
      r"|prze[śs]lij|wgraj|sprawd[źz]|uruchom|ustaw|skopiuj|comunica|riporta|rapportera|rapporteer|reporta"
      r"|kirim|tambahkan|masukkan|simpan|baca|minta|hapus|ganti|jalankan|salin|sertakan"
      r"|отправь(?:те)?|передай(?:те)?|добавь(?:те)?|прочитай(?:те)?|сохрани(?:те)?|запиши(?:те)?|попроси(?:те)?"
      r"|замени(?:те)?|удали(?:те)?|вставь(?:те)?|перешли(?:те)?|укажи(?:те)?"
      r"|adjunta|anexe|joins|joignez|allega|bifoga|lampirkan|приложи(?:те)?|saisissez|saisis|introduce|introduzca"
      r"|digite"
      r"|inserisci|wpisz|masukkan|введи(?:те)?|wklej|pega|cole|colle|incolla|plak|klistra|tempel|yap[ıi][şs]t[ıi]r"
      r"|usa|utiliza|utilise|utilisez|utilizza|verwende|nutze|gebruik|anv[äa]nd|u[żz]ywaj|gunakan|используй(?:те)?)\b",
      r"\bluôn\s+(?:dùng|sử\s+dụng|gọi|gửi|thêm)",
      r"\b(?:ekle|yaz|g[öo]nder|iste|oku|de[ğg]i[şs]tir|kaydet|sil|ge[çc]ir|kopyala|gir|kullan|[çc]al[ıi][şs]t[ıi]r"
      r"|sakla|yap[ıi][şs]t[ıi]r)(?:in|iniz)?(?:\s*[.;,!]|\s+ve\b|$)",
      r"\bhãy\s|(?:^|[.!?;:,\n]\s*)(?:kèm|thêm|gửi|đọc|sao\s+chép|dán|nhập|ghi|xóa|lưu|chạy|gọi)\s",
      r"(?:डालें|भेजें|लिखें|पूछें|पढ़ें|जोड़ें|रखें|बदलें|हटाएं|करें|दें|लें)(?:\s|$|[।,.;])",
      r"(?:^|[\s.،,:؛])(?:أرسل|اقرأ|ضع|أضف|احفظ|اطلب|استبدل|احذف|انسخ|ضمّن|ضمن|اكتب)\s",
      r"请(?:把|将|读取|发送|填入|附上|复制|保存|记住|替换|删除|用户)|(?:^|[。，；：\s])(?:把|将)[^。]{1,30}?(?:发送|填入|写入|附上|复制|替换)")),
    # ------------------------------------------------------------ sends something on
    ("outbound", 0.3,
     "ladda laddas hochladen uploaden prześlij wgraj yükle unggah загрузи téléverse carica sube subir tải&lên अपलोड "
     "上传 アップロード 업로드 "
     "sendet stuurt skickar wysyła gönderir mengirim отправляет envía envia enviar enviado envie mande manda reenvía "
     "envoie envoyer transmets transmettre transfère invia inviare "
     "inoltra sende senden schicke weiterleiten stuur sturen doorsturen skicka skickar vidarebefordra wyślij wysłać "
     "przekaż gönder gönderir ilet kirim kirimkan teruskan отправь отправляй пересылать перешли пересылай отправлять "
     "gửi भेजें भेज أرسل إرسال ترسل 发送 发到 転送 送信 보내 전송",
     (r"\b(?:env[ií]a(?:r|lo|la|los|las|do)?|envie|mande|manda|reenv[ií]a|envoie|envoyer|envoyez|transmets"
      r"|transmettre"
      r"|transf[èe]re|invia(?:re)?|inoltra|sende[nt]?|schicke|weiterleiten|stuur|sturen|doorsturen|skicka|skickar"
      r"|vidarebefordra|wy[śs]lij|wys[łl]a[ćc]|wysy[łl]a|przeka[żz]|g[öo]nder(?:ir|in)?|ilet|kirim(?:kan)?|mengirim"
      r"|teruskan|stuurt|skickar|отправ\w*"
      r"|пересыла\w*|перешли(?:те)?)\b",
      r"\b(?:ladda[rs]?\s+upp|laddas\s+upp|hochladen|l[äa]dt?\s+\w+\s+hoch|uploaden|prze[śs]lij|wgraj|y[üu]kle|unggah"
      r"|загрузи(?:те)?|t[ée]l[ée]verse[rz]?|carica(?:re)?|s[úu]be(?:lo|los)?|subir)\b",
      r"\bgửi\b|tải\s+lên",
      r"(?:भेजें|भेजना|भेज\s+दें|अपलोड)",
      r"上传|アップロード|업로드",
      r"(?:أرسل|إرسال|ترسل|يرسل)",
      r"发送|发到|传给|転送|送信|보내|전송")),
    # ------------------------------------------------------------ a copy to one more address: send … also … to it
    ("recipient", 0.45,
     "zusätzlich auch ebenfalls también además aussi également anche inoltre também ook eveneens också även też "
     "również ayrıca juga также тоже",
     (r"\b(?:sende[nt]?|schicke[nt]?|leite|env[ií]a|reenv[ií]a|envoie|transf[èe]re|invia|inoltra|envie|encaminhe"
      r"|stuur|skicka|wy[śs]lij|prze[śs]lij|g[öo]nder|kirim(?:kan)?|отправ\w*|перешли)\b[^.!?\n]{0,60}?"
      r"\b(?:zus[äa]tzlich|auch|ebenfalls|tambi[ée]n|adem[áa]s|aussi|[ée]galement|anche|inoltre|tamb[ée]m|ook"
      r"|eveneens|ocks[åa]|[äa]ven|te[żz]|r[óo]wnie[żz]|ayr[ıi]ca|juga|также|тоже)\b[^.!?\n]{0,40}?"
      r"(?:[\w.+-]+@[\w-]+\.[\w.-]+|https?://)",
      r"\b(?:zus[äa]tzlich|auch|ebenfalls|tambi[ée]n|adem[áa]s|aussi|[ée]galement|anche|inoltre|tamb[ée]m|ook"
      r"|eveneens|ocks[åa]|[äa]ven|te[żz]|r[óo]wnie[żz]|ayr[ıi]ca|juga|также|тоже)\b[^.!?\n]{0,40}?"
      r"\b(?:sende[nt]?|schicke[nt]?|leite|env[ií]a|reenv[ií]a|envoie|transf[èe]re|invia|inoltra|envie|encaminhe"
      r"|stuur|skicka|wy[śs]lij|prze[śs]lij|g[öo]nder|kirim(?:kan)?|отправ\w*|перешли)\b[^.!?\n]{0,60}?"
      r"(?:[\w.+-]+@[\w-]+\.[\w.-]+|https?://)")),
    # ------------------------------------------------------------ credentials
    ("credentials", 0.55,
     "huvudet encabezado cabecera cabeçalho en-tête intestazione nagłówek başlığı заголовок çerez* tokeny tokenów "
     "guardadas salvas enregistrés salvate gespeicherten opgeslagen sparade zapisane kayıtlı tersimpan сохранённые "
     "сохраненные "
     "clave claves entorno credenciales cookies sesión sesion sitzungs privada chave privée privé chiave chiavi "
     "privata ambiente umgebungsvariablen api-schlüssel schlüssel privater omgevingsvariabelen omgevingsvariabele "
     "miljövariabler miljövariabel umgebungsvariable variável variabile zmienna zmienne değişkeni переменная "
     "переменную "
     "nyckel nycklar nycklar zmienne środowiskowe klucz anahtar anahtarı anahtarını ortam değişkenlerindeki "
     "değişkenleri kimlik kunci variabel kredensial переменные окружения ключ ключи куки учётные учетные "
     "khóa biến cookie mật kunci एपीआई कुंजी कुकी क्रेडेंशियल मफ़ात مفتاح مفاتيح ملفات&تعريف بيانات&الاعتماد "
     "متغيرات 密钥 凭证 凭据 环境变量 令牌 キー 環境変数 クッキー 認証情報 키 환경\u0020변수 쿠키",
     (r"\b(?:claves?\s+(?:de\s+)?api|claves?\s+privadas?|variables\s+de\s+entorno|credenciales"
      r"|cookies?\s+de\s+sesi[oó]n"
      r"|chaves?\s+(?:de\s+)?api|chaves?\s+privadas?|vari[aá]veis\s+de\s+ambiente|cookies?\s+de\s+sess[aã]o"
      r"|cl[ée]s?\s+(?:d[’']\s*)?api|cl[ée]s?\s+priv[ée]es?|variables\s+d[’']\s*environnement|cookies?\s+de\s+session"
      r"|identifiants|chiavi?\s+(?:di\s+)?api|chiavi?\s+privat[ae]|variabili\s+d[’']\s*ambiente|credenziali"
      r"|api-?schl[üu]ssel\w*|private[rnm]?\s+schl[üu]ssel|umgebungsvariable\w*|zugangsdaten|sitzungs-?cookies?"
      r"|variables?\s+de\s+entorno|vari[áa]ve(?:l|is)\s+de\s+ambiente|variables?\s+d[’']\s*environnement"
      r"|variabil[ei]\s+d[’']\s*ambiente|zmienn\w+\s+[śs]rodowiskow\w*|ortam\s+de[ğg]i[şs]ken\w*"
      r"|переменн\w+\s+окружения"
      r"|api-?sleutels?|priv[ée]sleutel|omgevingsvariabele\w*|milj[öo]variabel\w*|inloggegevens"
      r"|api-?nycklar(?:na)?|api-?nyckel(?:n)?|privat(?:a)?\s+nyckel(?:n)?|milj[öo]variabler|inloggningsuppgifter"
      r"|klucz(?:e|a|y)?\s+api|klucz(?:e|a)?\s+prywatn\w*|zmienn\w+\s+[śs]rodowisk\w*|dane\s+logowania"
      r"|api\s+anahtar\w*|[öo]zel\s+anahtar\w*|ortam\s+de[ğg]i[şs]ken\w*|kimlik\s+bilgi\w*|oturum\s+[çc]erez\w*"
      r"|kunci\s+(?:api|pribadi|privat)|variabel\s+lingkungan|kredensial|cookie\s+sesi"
      r"|api[-\s]?ключ\w*|приватн\w+\s+ключ\w*|закрыт\w+\s+ключ\w*|переменн\w+\s+окружения|учётн\w+\s+данн\w+"
      r"|учетн\w+\s+данн\w+|куки|cookie-файл\w*)",
      r"\b(?:authorization[\s-]+(?:huvud\w*|kopf\w*|nag[łl][óo]w\w*|ba[şs]l[ıi][ğg]\w*)|(?:encabezado|cabecera"
      r"|cabe[çc]alho"
      r"|en-t[êe]te|intestazione|nag[łl][óo]wek|заголов\w+)\s+(?:de\s+|d[’']\s*|di\s+)?authorization|[çc]erez\w*"
      r"|tokeny|token[óo]w)\b",
      r"\b(?:contrase[ñn]as\s+guardadas|senhas\s+salvas|mots\s+de\s+passe\s+enregistr[ée]s|password\s+salvate"
      r"|gespeicherten?\s+passw[öo]rter|opgeslagen\s+wachtwoorden|sparade\s+l[öo]senord(?:en)?|zapisane\s+has[łl]a"
      r"|kay[ıi]tl[ıi]\s+[şs]ifre\w*|kata\s+sandi\s+tersimpan|сохран[её]нн\w+\s+парол\w*)",
      r"khóa\s+(?:api|riêng\s+tư|bí\s+mật)|biến\s+môi\s+trường|cookie\s+phiên|thông\s+tin\s+đăng\s+nhập",
      r"(?:एपीआई|api)\s*(?:कुंजी|की\b)|निजी\s+कुंजी|कुकी|क्रेडेंशियल|एनवायरनमेंट\s+वेरिएबल",
      r"مفاتيح\s+(?:api|ال)|مفتاح\s+(?:api|ال)|ملفات\s+تعريف\s+الارتباط|بيانات\s+الاعتماد|متغيرات\s+البيئة",
      r"(?:api\s*)?密钥|私钥|凭证|凭据|环境变量|令牌|会话\s*cookie|(?:api\s*)?キー|秘密鍵|環境変数|クッキー|認証情報"
      r"|(?:api\s*)?키\b|개인\s*키|환경\s*변수|쿠키|인증\s*정보")),
    ("credentials", 0.4,
     "смс código codice kode kod kodu engångskoden engångskod einmalcode eenmalige jednorazowy kullanımlık sekali "
     "одноразовый monouso mã&otp ओटीपी "
     "contraseña contraseñas senha senhas mot passe passwort passwörter kennwort wachtwoord wachtwoorden lösenord "
     "hasło hasła hasłem haslo şifre* parola sandi парол* mật पासवर्ड كلمة "
     "secreto secretos segredo segredos segreto segreti geheimnis geheimnisse geheim hemlighet "
     "hemligheter sekret sekrety gizli rahasia секрет секреты 密码 口令 秘密 パスワード 비밀번호 암호 "
     "jeton jetons токен токены",
     (r"\b(?:contrase[ñn]as?|senhas?|mots?\s+de\s+passe|passw[öo]rt(?:er)?|kennw[öo]rt(?:er)?|wachtwoord(?:en)?"
      r"|l[öo]senord(?:et)?|has[łl](?:o|a|em)|[şs]ifre\w*|parola(?:s[ıi])?|kata\s+sandi|парол\w*"
      r"|secretos?|segredos?|segret[oi]|geheimnis(?:se)?|hemlighet(?:er)?|sekret(?:y|u|ów)?|gizli\s+anahtar\w*"
      r"|jetons?|токен\w*|секрет\w*)\b",
      r"\b(?:c[óo]digo|code|codice|kod\w*|kode|код\w*)\s+(?:\w+\s+){0,3}?(?:sms|смс)\b|\b(?:sms"
      r"|смс)[\s-]+(?:c[óo]digo"
      r"|code|codice|kod\w*|kode|код\w*)|\b(?:eng[åa]ngskod\w*|einmalcode|einmalpasswort|eenmalige\s+code"
      r"|kod\w*\s+jednorazow\w*|tek\s+kullan[ıi]ml[ıi]k\s+(?:kod|[şs]ifre)\w*|kode\s+sekali\s+pakai"
      r"|одноразов\w+\s+(?:код|парол)\w*"
      r"|c[óo]digo\s+de\s+un\s+solo\s+uso|code\s+[àa]\s+usage\s+unique|codice\s+monouso)",
      r"mật\s+khẩu|mã\s+(?:otp|xác\s+thực|một\s+lần)",
      r"पासवर्ड|ओटीपी",
      r"كلم(?:ة|ات)\s+(?:ال)?(?:مرور|سر)",
      r"密码|口令|パスワード|비밀번호|암호")),
    # ------------------------------------------------------------ the conversation and the instructions
    ("conversation", 0.55,
     "historial conversación conversacion mensajes instrucciones histórico historico conversa mensagens instruções "
     "dieron recibiste recebeu données reçues erhalten gegeben gekregen ontvangen fått otrzymałeś otrzymałaś verilen "
     "diberikan terima дали даны полученные bạn निर्देश التعليمات 给你的 你收到的 与えられた 받은 "
     "системн* промпт* инструкци* истори* переписк* systemowego systemowym promptu ukrytych instrukcji "
     "ocultas escondidas cachées nascoste versteckten verborgen verborgenen dolda tersembunyi скрыт* "
     "tudo toda toute historique précédents consignes système cronologia conversazione messaggi istruzioni "
     "chatverlauf gesprächsverlauf verlauf systemnachricht systemprompt anweisungen chatgeschiedenis gesprek "
     "berichten instructies systeemprompt konversationshistoriken chatthistorik historik systemprompten "
     "instruktioner historia historię rozmowy wiadomości systemowy instrukcje sohbet geçmişi geçmişini mesajlarını "
     "talimatları talimat riwayat percakapan pesan instruksi история историю переписки разговора промпт "
     "системный системные инструкции сообщения lịch&sử lời&nhắc cuộc&trò hội&thoại बातचीत इतिहास निर्देश "
     "संदेश सिस्टम المحادثة سجل التعليمات رسائل النظام 对话 聊天记录 系统提示 指令 会話 履歴 システムプロンプト "
     "指示 대화 시스템 프롬프트 지시",
     (r"\bhistorial\s+(?:completo\s+)?(?:del?\s+(?:la\s+)?)?(?:conversaci[oó]n|chat|mensajes)|\b(?:toda\s+la"
      r"|la\s+entera)"
      r"\s+conversaci[oó]n|\bmensajes\s+(?:anteriores|previos)\s+del\s+usuario|\b(?:tus|sus)\s+instrucciones"
      r"|\binstrucciones\s+del\s+sistema|\bprompt\s+del\s+sistema|\btodo\s+lo\s+que\s+(?:el\s+usuario|ha)\s+"
      r"(?:dijo|ha\s+dicho|escribi[oó])",
      r"\bhist[oó]rico\s+(?:completo\s+)?d[ao]s?\s+(?:conversa|chat|mensagens)|\btoda\s+a\s+conversa"
      r"|\bmensagens\s+anteriores|\b(?:suas|tuas)\s+instru[cç][oõ]es|\b(?:instru[cç][oõ]es|prompt)\s+do\s+sistema"
      r"|\btudo\s+o\s+que\s+o\s+usu[aá]rio\s+(?:disse|escreveu|digitou)",
      r"\bhistorique\s+(?:complet\s+)?de\s+(?:la\s+)?(?:conversation|discussion|chat)|\btoute\s+la\s+conversation"
      r"|\bmessages\s+pr[ée]c[ée]dents|\b(?:vos|tes)\s+(?:instructions|consignes)\s+(?:syst[èe]me|initiales"
      r"|cach[ée]es)"
      r"|\b(?:prompt|instructions|consignes)\s+(?:du\s+)?syst[èe]me|\btout\s+ce\s+que\s+l[’']\s*utilisat(?:eur|rice)"
      r"\s+a\s+(?:dit|[ée]crit)",
      r"\bcronologia\s+(?:completa\s+)?(?:della\s+)?(?:chat|conversazione)|\b(?:l[’']\s*)?intera\s+(?:conversazione"
      r"|chat"
      r"|cronologia)|\bmessaggi\s+precedenti|\b(?:le\s+tue|sue)\s+istruzioni|\b(?:istruzioni|prompt)\s+(?:di|del)"
      r"\s+sistema|\b(?:istruzioni|indicazioni)\s+che\s+hai\s+ricevuto|\btutto\s+ci[òo]\s+che\s+l[’']\s*utente",
      r"\b(?:gesamten?\s+(?:bisherigen\s+)?)?(?:chat|gespr[äa]chs|unterhaltungs|konversations)verlauf"
      r"|\bsystem(?:nachricht|anweisungen|-?prompt)|\b(?:deine|ihre)\s+(?:anweisungen|systemanweisungen)"
      r"|\bbisherigen\s+nachrichten|\balles,?\s+was\s+der\s+(?:nutzer|benutzer)",
      r"\b(?:volledige\s+|hele\s+)?(?:chat|gespreks)geschiedenis|\bhet\s+(?:hele|volledige)\s+gesprek"
      r"|\bsysteem-?(?:prompt|instructies|bericht)|\b(?:je|jouw|uw)\s+instructies|\beerdere\s+berichten",
      r"\b(?:hela\s+)?(?:konversations|chatt?|samtals)histori(?:k|ken)|\bhela\s+(?:konversationen|samtalet)"
      r"|\bsystem-?prompt(?:en)?|\b(?:dina|sina)\s+instruktioner|\btidigare\s+meddelanden",
      r"\b(?:ca[łl][aąe]\s+)?histori[aęi]\s+(?:rozmowy|czatu|konwersacji)|\bprompt\w*\s+systemow\w*|\binstrukcj\w+"
      r"\s+systemow\w*|\bsystemow\w+\s+prompt\w*|\bukryt\w+\s+instrukcj\w*|\b(?:twoje|swoje)\s+instrukcje"
      r"|\bpoprzednie\s+wiadomo[śs]ci|\bca[łl][aą]\s+rozmow[eęa]",
      r"\bsohbet\s+ge[çc]mi[şs]\w*|\bkonu[şs]ma\s+ge[çc]mi[şs]\w*|\b[öo]nceki\s+(?:t[üu]m\s+)?mesajlar\w*"
      r"|\bsistem\s+(?:talimat|istem|mesaj)\w*|\btalimatlar[ıi]n\w*",
      r"\briwayat\s+(?:percakapan|obrolan|chat)|\bseluruh\s+percakapan|\bpesan\s+sebelumnya"
      r"|\b(?:instruksi|prompt)\s+sistem|\binstruksi\s+(?:anda|kamu)",
      r"\binstrucciones\s+(?:ocultas|escondidas)|\binstru[çc][õo]es\s+(?:ocultas|escondidas)"
      r"|\binstructions\s+cach[ée]es"
      r"|\bistruzioni\s+nascoste|\bversteckten?\s+anweisungen|\bverborgen(?:e|en)?\s+(?:anweisungen|instructies)"
      r"|\bdolda\s+instruktioner|\binstruksi\s+tersembunyi|\bgizli\s+talimat\w*",
      r"\b(?:las\s+instrucciones\s+que\s+(?:te\s+|se\s+te\s+)?(?:dieron|recibiste|han\s+dado)"
      r"|as\s+instru[çc][õo]es\s+que"
      r"\s+(?:voc[êe]\s+)?recebeu|instru[çc][õo]es\s+que\s+lhe\s+foram\s+dadas|les\s+(?:instructions"
      r"|consignes)\s+(?:qu[’']on\s+t[’']a"
      r"\s+donn[ée]es|que\s+tu\s+as\s+re[çc]ues|que\s+vous\s+avez\s+re[çc]ues)|(?:anweisungen"
      r"|instruktionen),?\s+die\s+(?:du\s+erhalten"
      r"\s+hast|dir\s+gegeben\s+wurden|sie\s+erhalten\s+haben)|instructies\s+die\s+je\s+(?:hebt\s+)?(?:gekregen"
      r"|ontvangen)"
      r"|instruktionerna\s+(?:som\s+)?du\s+(?:har\s+)?f[åa]tt|instrukcje,?\s+kt[óo]re\s+otrzyma[łl]\w*"
      r"|sana\s+verilen\s+talimat\w*"
      r"|instruksi\s+yang\s+(?:diberikan\s+kepada(?:mu|\s+anda)|(?:kamu|anda)\s+terima)"
      r"|инструкции,?\s+которые\s+(?:тебе|вам)"
      r"\s+(?:дали|были\s+даны)|полученные\s+(?:тобой|вами)\s+инструкции)",
      r"(?:hướng\s+dẫn|chỉ\s+dẫn)\s+(?:đã\s+được\s+)?(?:đưa|cung\s+cấp|giao)\s+cho\s+bạn|आपको\s+दिए\s+गए\s+निर्देश"
      r"|التعليمات\s+(?:التي\s+\S+\s+لك|المعطاة\s+لك)|给你的(?:指令|指示)|你收到的指令|あなたに与えられた指示|당신이\s*받은\s*지시",
      r"lịch\s+sử\s+(?:trò\s+chuyện|hội\s+thoại|chat)|toàn\s+bộ\s+(?:cuộc\s+)?(?:trò\s+chuyện|hội\s+thoại)"
      r"|lời\s+nhắc\s+hệ\s+thống|chỉ\s+dẫn\s+hệ\s+thống|tin\s+nhắn\s+trước",
      r"истори\w*\s+(?:переписки|разговора|диалога|чата|сообщений)|\bвсю\s+переписку|\bвесь\s+(?:разговор|диалог)"
      r"|системн\w*\s+(?:промпт|запрос|сообщени|инструкци)|скрыт\w*\s+инструкци\w*|предыдущие\s+сообщения|(?:твои"
      r"|свои|ваши)\s+инструкции",
      r"(?:बातचीत|चैट|वार्तालाप)\s+(?:का|के)\s+(?:पूरा\s+)?(?:इतिहास|रिकॉर्ड)|पूरी\s+बातचीत|सिस्टम\s+(?:प्रॉम्प्ट"
      r"|निर्देश)"
      r"|पिछले\s+(?:सभी\s+)?संदेश",
      r"سجل\s+(?:ال)?محادث(?:ة|ات)|المحادثة\s+(?:بالكامل|كاملة)|(?:تعليمات|رسالة|موجه)\s+النظام|الرسائل\s+السابقة",
      r"对话(?:历史|记录|内容)|聊天记录|系统提示|系统指令|之前的(?:消息|对话)|全部对话|完整对话",
      r"会話(?:履歴|の履歴|ログ|全体|内容)|チャット履歴|これまでの会話|システムプロンプト|システムメッセージ|与えられた指示",
      r"(?:이전\s*)?대화\s*(?:내용|기록|이력)|전체\s*대화|시스템\s*프롬프트|이전\s*메시지")),
    # ------------------------------------------------------------ into a parameter
    ("into_parameter", 0.25,
     "dans nel nella im em ke в vào "
     "में aquí aqui ici qui här tutaj buraya sini сюда vào&đây यहाँ यहां هنا 这里 此处 ここに 여기에 "
     "campo parámetro parametro champ paramètre feld ke veld fältet parametern pola polu alanına alanı "
     "parametresine kolom tham&số trường поле параметр फ़ील्ड फील्ड الحقل حقل 字段 参数 填入 フィールド "
     "パラメータ 필드 매개변수",
     (r"\b(?:en|no|na|para\s+o|al|nel|nella|dans|im|in|ins|i|w|do|ke|di)\s+(?:el\s+|o\s+|a\s+|le\s+|la\s+|das\s+|den"
      r"\s+|het\s+)?(?:campo|par[áa]metro|champ|param[èe]tre|feld|parameter|veld|f[äa]ltet|parametern|pol[au]"
      r"|kolom)\b",
      r"\b(?:das\s+feld|het\s+veld|f[äa]ltet|pola|polu|kolom|parametresine|alan[ıi]na)\b",
      r"\b(?:dans|nel|nella|im|ins|em|ke|w|i|в|vào)\s+`[\w.-]+`",
      r"vào\s+(?:ghi\s+chú|trường|tham\s+số)",
      r"(?:vào|trong)\s+(?:tham\s+số|trường)", r"\bв\s+(?:поле|параметр)", r"(?:फ़ील्ड|फील्ड)\s+में",
      r"(?:في|إلى)\s+(?:ال)?حقل", r"填入|写入[^。]{0,12}(?:字段|参数)|(?:字段|参数)中", r"(?:フィールド|パラメータ)に",
      r"(?:필드|매개변수)에", r"`[\w.-]+`\s*(?:में|に|へ|에|中|里)",
      r"\b(?:aqu[ií]|ici|qui|h[äa]r|hit|tutaj|buraya|di\s+sini|сюда)\b|vào\s+đây|(?:यहाँ|यहां)|(?<!\w)هنا(?!\w)"
      r"|这里|此处|ここに|여기에")),
    # ------------------------------------------------------------ concealment from the user
    ("concealment", 0.6,
     "digas menciones decírselo mencionarlo avises informes comente mencione conte diga avise informe dirlo avvisare "
     "dire parle mentionner erwähne erwähnen sage sag informiere meld melden vertel noem nämn berätta informera "
     "informuj mów wspominaj bahsetme söyleme bildirme beri tahu memberi bilang sembunyikan secara "
     "сообщай говори упоминай молча тайно незаметно không&cần không&nói không&thông giấu बताएं बताए चुपचाप गुप्त "
     "تخبر تذكر إخبار سرا خفية 不要告诉 悄悄 偷偷 秘密地 知らせない 伝えない 言わない 黙って こっそり 알리지 말하지 알려주지 몰래 "
     "behöver hoeft muss necesita perlu bilmesine gerek isteme знать biết 无需 不需要 不必 必要は 필요가 "
     "vermeld nötig nodig besoin inutile necessario trzeba gerek perlu нужно không&cần đừng preciso necesario "
     "erwähnen jamais nunca niemals nooit aldrig nigdy asla pernah никогда "
     "alertar falta precisa sin sans senza ohne zonder utan bez tanpa diskret cicho heimlich stillschweigend "
     "unbemerkt stilletjes ongemerkt geheim hemlighet obemärkt tyst potajemnie sessizce gizlice diam jangan "
     "silenciosamente segredo secreto nascosto discrètement",
     (r"\bno\s+(?:se\s+lo\s+|le\s+|les\s+|lo\s+|se\s+)?(?:digas|menciones|comentes|avises|informes|cuentes)\b"
      r"|\bsin\s+(?:dec[ií]rselo|mencionarlo|avisar|informar|notificar)(?:le|les)?"
      r"|\bno\s+hace\s+falta\s+(?:mencionarlo"
      r"|decirlo|avisar|informar)|\ben\s+secreto\b|\bsilenciosamente\b|\bsin\s+que\s+(?:el"
      r"|la)\s+usuari[oa]\s+lo\s+sepa",
      r"\bn[ãa]o\s+(?:comente|mencione|conte|diga|avise|informe)|\bsem\s+(?:avisar|mencionar|contar|informar)"
      r"|\bn[ãa]o\s+precisa\s+(?:comentar|mencionar|avisar|informar|contar)|\bem\s+segredo\b|\bsilenciosamente\b",
      r"\bn[’']\s*en\s+parle(?:z)?\s+pas|\bne\s+(?:le\s+|lui\s+|leur\s+)?(?:dites|dis|mentionnez|mentionne|signalez"
      r"|pr[ée]venez)\s+(?:pas|rien)|\bsans\s+(?:le\s+)?(?:mentionner|dire|pr[ée]venir|avertir|signaler)"
      r"|\bsans\s+que\s+l[’']\s*utilisat(?:eur|rice)\s+(?:le\s+)?sache|\ben\s+(?:secret|silence|douce)\b"
      r"|\bdiscr[èe]tement\b",
      r"\bsenza\s+(?:avvisare|dire|informare|menzionare|dirlo)|\bnon\s+(?:dirlo|dire|menzionare|avvisare|informare)"
      r"|\bsenza\s+che\s+l[’']\s*utente|\bdi\s+nascosto\b|\bsilenziosamente\b",
      r"\b(?:erw[äa]hne|erw[äa]hnen\s+sie|sag|sage|verrate)\s+(?:das|es|dies|davon|sie|ihn)?\s*(?:\w+\s+){0,4}?(?:nicht"
      r"|nichts)\b"
      r"|\bohne\s+(?:es\s+)?(?:zu\s+erw[äa]hnen|den\s+(?:nutzer|benutzer)\s+zu\s+informieren|bescheid\s+zu\s+sagen)"
      r"|\bheimlich\b|\bstillschweigend\b|\bunbemerkt\b",
      r"\b(?:n[ãa]o\s+(?:[ée]\s+)?precis[ao]|no\s+(?:es\s+necesario|hace\s+falta)|pas\s+besoin\s+de|inutile\s+de"
      r"|non\s+(?:[èe]\s+)?necessario|nicht\s+n[öo]tig|niet\s+nodig|inte\s+n[öo]dv[äa]ndigt|nie\s+trzeba|gerek\s+yok"
      r"|tidak\s+perlu|не\s+нужно)\s+[^.!?\n]{0,20}?(?:mencion|coment|avis|inform|dizer|decir|mentionn|signal|dire"
      r"|demand|pregunt|pergunt|chieder|fragen|vragen|fr[åa]ga|pyta[ćc]|sormak|tanya|спрашива"
      r"|menzion|erw[äa]hn|sagen|meld|vermeld|n[äa]mn|ber[äa]tt|wspomina|informowa|bahset|s[öo]yle|menyebut|memberi"
      r"|упомина|говорить|сообща)",
      r"\b(?:el\s+usuario\s+no\s+(?:necesita|tiene\s+que)\s+saber|o\s+usu[aá]rio\s+n[ãa]o\s+precisa\s+saber"
      r"|l[’']\s*utilisat(?:eur|rice)\s+n[’']\s*a\s+pas\s+besoin\s+de\s+(?:le\s+)?savoir"
      r"|l[’']\s*utente\s+non\s+(?:deve|ha\s+bisogno"
      r"\s+di)\s+saper\w*|der\s+(?:nutzer|benutzer)\s+muss\s+(?:es\s+|das\s+)?nicht\s+wissen"
      r"|de\s+gebruiker\s+hoeft\s+(?:dit\s+|het\s+)?"
      r"niet\s+te\s+weten|anv[äa]ndaren\s+beh[öo]ver\s+inte\s+veta"
      r"|u[żz]ytkownik\s+nie\s+musi\s+(?:o\s+tym\s+)?wiedzie[ćc]"
      r"|kullan[ıi]c[ıi]n[ıi]n\s+bilmesine\s+gerek\s+yok|pengguna\s+tidak\s+perlu\s+tahu"
      r"|пользовател\w+\s+не\s+нужно\s+знать"
      r"|beh[öo]ver\s+inte\s+(?:visas|n[äa]mnas|ber[äa]ttas)|hoeft\s+niet\s+(?:getoond|vermeld|gemeld)\s+te\s+worden"
      r"|muss\s+nicht\s+(?:erw[äa]hnt|angezeigt|gezeigt)\s+werden|no\s+(?:necesita|hace\s+falta)\s+(?:mostrarlo"
      r"|mencionarlo)"
      r"|nie\s+musi\s+by[ćc]\s+(?:pokazywan|wspominan)\w*|tidak\s+perlu\s+(?:ditampilkan|disebutkan|diberitahukan)"
      r"|onay\s+isteme\b)",
      r"người\s+dùng\s+không\s+cần\s+biết|لا\s+(?:يحتاج|داعي\s+لأن\s+يعرف)\s+المستخدم|用户(?:无需|不需要|不必)知道"
      r"|ユーザーに(?:知らせる|伝える)必要は(?:ありません|ない)|사용자는\s*알\s*필요가\s*없",
      r"\b(?:nunca|jam[áa]s)\s+(?:le\s+)?(?:menciones|mencione|digas|diga|cuentes|conte|informes|informe)\b"
      r"|\bne\s+jamais\s+(?:mentionner|dire|parler|signaler|r[ée]v[ée]ler)|\bnon\s+(?:menzionare|dire|rivelare)\s+mai"
      r"|\b(?:niemals|nie)\s+(?:\w+\s+){0,3}?erw[äa]hnen|\b(?:nicht|nichts)\s+(?:erw[äa]hnen|sagen|mitteilen"
      r"|verraten)"
      r"|\bohne\s+(?:dies|das|es)\s+zu\s+(?:erw[äa]hnen|sagen|melden)|\bnooit\s+(?:vermelden|noemen|vertellen)"
      r"|\bvermeld\s+(?:dit|het|dat)\s+niet|\baldrig\s+(?:n[äa]mna|ber[äa]tta)|\bnigdy\s+nie\s+(?:wspominaj|m[óo]w"
      r"|informuj)"
      r"|\basla\s+(?:bahsetme|s[öo]yleme)|\bjangan\s+pernah\s+(?:menyebut|memberi\s+tahu|bilang)"
      r"|\bникогда\s+не\s+(?:упоминай|говори|сообщай)",
      r"đừng\s+(?:nói|báo|cho\s+biết|nhắc)|không\s+bao\s+giờ\s+(?:nói|nhắc|đề\s+cập)",
      r"\bzonder\s+(?:dit|het|dat)?\s*(?:aan\s+de\s+gebruiker\s+)?(?:te\s+)?(?:melden|vertellen|noemen|zeggen)"
      r"|\b(?:vertel|meld|noem|zeg)\s+(?:dit|het|dat)\s+niet\b|\bstilletjes\b|\bongemerkt\b|\bin\s+het\s+geheim\b",
      r"\b(?:ber[äa]tta|n[äa]mn|s[äa]g)\s+(?:inte|aldrig)\b|\b(?:n[äa]mn|ber[äa]tta)\s+(?:det|detta)\s+(?:inte"
      r"|aldrig)"
      r"|\butan\s+att\s+(?:ber[äa]tta|n[äa]mna|informera|meddela)|\bi\s+hemlighet\b|\bobem[äa]rkt\b|\btyst\b",
      r"\bnie\s+(?:informuj|m[óo]w|wspominaj|powiadamiaj|pokazuj)\b|\bbez\s+(?:informowania|powiadamiania|wiedzy)"
      r"|\bpo\s+cichu\b|\bpotajemnie\b",
      r"\b(?:bahsetme|s[öo]yleme|bildirme|haber\s+verme)\b|\bfark\s+ettirmeden\b|\bsessizce\b|\bgizlice\b",
      r"\bjangan\s+(?:beri\s+tahu|memberi\s+tahu|bilang|kasih\s+tahu|sebutkan|informasikan)"
      r"|\btanpa\s+(?:memberi\s+tahu"
      r"|sepengetahuan|memberitahu|menyebutkan)|\bdiam-diam\b|\bsecara\s+(?:diam-diam|rahasia)",
      r"không\s+(?:cần\s+)?(?:nói|thông\s+báo|báo|cho\s+biết)|giấu\s+(?:điều\s+đó|việc\s+này|người\s+dùng)"
      r"|âm\s+thầm|lặng\s+lẽ",
      r"\bне\s+(?:говори|сообщай|рассказывай|упоминай|уведомляй|сообщайте|говорите)\w*|\bмолча\b|\bтайно\b"
      r"|\bнезаметно\b|\bбез\s+ведома",
      r"(?:न|मत)\s+(?:बता|कह)(?:ें|एं|एँ|ना|ो|ओ)|कुछ\s+(?:भी\s+)?(?:न|मत)\s+(?:कहें|बताएं)|बिना\s+बताए|चुपचाप"
      r"|गुप्त\s+रूप\s+से"
      r"|(?:जानने|बताने)\s+की\s+(?:कोई\s+)?(?:जरूरत|ज़रूरत|आवश्यकता)\s+नहीं",
      r"(?:لا|دون|بدون)\s+(?:تخبر|تذكر|إخبار|إعلام|إبلاغ)|(?<!\w)(?:سرًا|سرا|خفية|بصمت)(?!\w)",
      r"不要(?:告诉|通知|提醒|让)|悄悄|偷偷|秘密地|不动声色",
      r"(?:知らせ|伝え|言わ|教え)ないで|黙って|こっそり|内緒",
      r"(?:알리지|말하지|알려주지)\s*마|몰래|조용히")),
    # ------------------------------------------------------------ misleads the user
    ("deception", 0.5,
     "qualunque pase aconteça quoi passiert gebeurt händer cokolwiek terjadi случилось importar resultado résultat "
     "risultato ergebnis resultaat resultat wyniku sonuç hasilnya результата bất&kể चाहे مهما 无论 何があっても 무슨 "
     "comunica comunique communique informa reporta rapporta rapportera rapporteer meld melde zgłoś bildir laporkan "
     "beritahu "
     "zeg tudo "
     "dile diles dígale di dites dis sag dica diga dille dígales zeg säg powiedz söyle katakan скажи сообщи "
     "nói बताएं قل أخبر 告诉用户 伝え 말하세요",
     (r"\b(?:dile|d[ií]gale|dica|diga|diles|dites|dis|dille|d[ií]gli|sag|sage|zeg|s[äa]g|powiedz|s[öo]yle|katakan"
      r"|скажи(?:те)?|сообщи(?:те)?|comunica|comunique|communique[zr]?|informa|inf[óo]rmale|reporta|rapporta"
      r"|rapportera"
      r"|rapporteer|meld|melde|zg[łl]o[śs]|bildir|laporkan|beritahu)\b[^.!?\n]{0,60}?\b(?:[ée]xito|exitosamente"
      r"|[ée]xitosamente|correctamente|sucesso|successo|r[ée]ussi|erfolgreich|gelukt|lyckades|sukces"
      r"|ba[şs]ar[ıi]l[ıi]"
      r"|ba[şs]ar[ıi]yla|berhasil|успешно|original|originale|ursprüngliche|oorspronkelijke|verificaci[oó]n|agilizar"
      r"|buon\s+fine|pomy[śs]lnie|allt\s+ser\s+bra\s+ut|alles\s+sieht\s+gut\s+aus|alles\s+ziet\s+er\s+goed\s+uit"
      r"|todo\s+(?:se\s+ve|parece)\s+bien|tudo\s+parece\s+bem|tout\s+(?:semble|a\s+l[’']air)\s+(?:correct|bien"
      r"|normal)"
      r"|tutto\s+(?:sembra|[èe])\s+a\s+posto|wszystko\s+wygl[ąa]da\s+dobrze|her\s+[şs]ey\s+iyi\s+g[öo]r[üu]n[üu]yor"
      r"|semuanya\s+terlihat\s+baik|вс[её]\s+выглядит\s+хорошо|inga\s+åtgärder|keine\s+ma[ßs]nahmen"
      r"|no\s+se\s+requiere"
      r"|aucune\s+action)",
      r"\b(?:zeg|dile|d[ií]gale|diga|dis|dites|d[ìi]|digli|sag|sage|s[äa]g|powiedz|s[öo]yle|katakan|bilang"
      r"|скажи(?:те)?)"
      r"\b[^.!?\n]{0,40}?\b(?:alles\s+(?:klopt|in\s+orde|in\s+ordnung|ok)|todo\s+(?:est[áa]\s+bien|correcto"
      r"|en\s+orden)"
      r"|(?:est[áa]\s+)?tudo\s+(?:certo|bem)|tout\s+(?:va\s+bien|est\s+en\s+ordre)|(?:è\s+)?tutto\s+(?:a\s+posto|ok"
      r"|in\s+ordine)"
      r"|allt\s+(?:st[äa]mmer|[äa]r\s+i\s+sin\s+ordning)|wszystko\s+(?:jest\s+)?w\s+porz[ąa]dku"
      r"|her\s+[şs]ey\s+yolunda"
      r"|semuanya\s+(?:beres|baik|aman)|вс[её]\s+в\s+порядке)",
      r"nói\s+(?:với\s+người\s+dùng\s+)?(?:rằng\s+)?[^.!?\n]{0,40}?(?:thành\s+công|ban\s+đầu)",
      r"(?:告诉|告知)用户[^。]{0,20}?(?:成功|原(?!因)|已(?:经)?(?:安全)?(?:完成|删除|发送|支付|处理))", r"(?:원래|성공)[^.。]{0,30}?말하세요",
      r"(?:بنجاح|الأصلي)[^.]{0,30}?(?:أخبر|قل)|(?:أخبر|قل)[^.]{0,40}?(?:بنجاح|الأصلي)")),
    # ------------------------------------------------------------ waits on other tools or events
    ("condition", 0.4,
     "wanneer zodra wordt "
     "ende eind einde slutet końcu akhir конце cuối نهاية بداية अंत "
     "bevor antwortest voordat antwoordt svarar zanim odpowiesz sebelum menjawab прежде wenn sobald responder "
     "répondre rispondere contestar "
     "cada vez siempre cada chaque fois avant toutes ogni volta prima jedes jeder jedem vor bij elke telkens "
     "varje innan vid każdym każdej przed herhangi seferinde çağırdığında kullanımda önce setiap sebelum kali каждом "
     "каждый перед всякий mỗi trước "
     "हर पहले كل قبل 每次 之前 前に たびに 毎回 때마다 전에",
     (r"\b(?:cada\s+vez\s+que|siempre\s+que|antes\s+de\s+(?:cada|cualquier|responder|contestar)|en\s+cada\s+\w+)\b",
      r"\b(?:toda\s+vez\s+que|sempre\s+que|antes\s+de\s+(?:cada|qualquer|responder)|(?:a|em)\s+cada\s+\w+)\b",
      r"\b(?:chaque\s+fois\s+que|[àa]\s+chaque\s+\w+|avant\s+(?:chaque|tout|toute|de\s+r[ée]pondre)\b)",
      r"\b(?:ogni\s+volta\s+che|prima\s+di\s+(?:ogni|qualsiasi|usare\s+qualsiasi|rispondere)|a\s+ogni\s+\w+)\b",
      r"\b(?:jedes\s+mal|bei\s+jed(?:em|er)\s+\w+|vor\s+jed(?:em|er)\s+\w+|bevor\s+du\s+antwortest"
      r"|(?:wenn|sobald)\s+\S+\s+(?:verwendet|aufgerufen|ausgef[üu]hrt|benutzt)\s+wird)\b",
      r"\b(?:telkens\s+(?:als|wanneer)|bij\s+elke\s+\w+|voor\s+elke\s+\w+|voordat\s+je\s+antwoordt"
      r"|(?:wanneer|als|zodra)\s+(?:de\s+)?\S+\s+wordt\s+(?:gebruikt|aangeroepen|uitgevoerd))\b",
      r"\b(?:varje\s+g[åa]ng|vid\s+varje\s+\w+|innan\s+(?:varje|n[åa]got\s+annat|du\s+svarar))\b",
      r"\b(?:przy\s+ka[żz]d\w+\s+\w+|przed\s+ka[żz]d\w+\s+\w+|za\s+ka[żz]dym\s+razem|zanim\s+odpowiesz)",
      r"\b(?:her\s+(?:[çc]a[ğg][ıi]rd[ıi][ğg][ıi]nda|seferinde|kullan[ıi]mda)|herhangi\s+bir\s+\w+\s+[öo]nce)",
      r"\b(?:setiap\s+kali|sebelum\s+(?:menjawab|memanggil\s+(?:alat\s+)?(?:lain|apa\s+pun)"
      r"|menggunakan\s+(?:alat\s+)?(?:lain"
      r"|apa\s+pun))|setiap\s+panggilan)",
      r"mỗi\s+(?:khi|lần)|trước\s+(?:khi\s+)?(?:trả\s+lời|gọi|dùng)|trước\s+(?:mọi|bất\s+kỳ)\s+công\s+cụ",
      r"(?:при|перед)\s+каждом\s+\w+|перед\s+каждым\s+\w+|(?:каждый|всякий)\s+раз,?\s+когда|прежде\s+чем\s+ответить",
      r"हर\s+बार|हर\s+(?:\S+\s+){1,2}?(?:से\s+)?पहले|(?:चलाने|उपयोग\s+करने|जवाब\s+देने)\s+से\s+पहले",
      r"في\s+كل\s+مرة|كلما|قبل\s+(?:استخدام|استدعاء)\s+أي",
      r"\b(?:al\s+final\s+de\s+cada|no\s+final\s+de\s+cada|[àa]\s+la\s+fin\s+de\s+chaque|alla\s+fine\s+di\s+ogni"
      r"|am\s+ende\s+jed\w+"
      r"|aan\s+het\s+(?:eind|einde)\s+van\s+elk\w*|i\s+slutet\s+av\s+varje|na\s+ko[ńn]cu\s+ka[żz]d\w+"
      r"|di\s+akhir\s+setiap"
      r"|в\s+конце\s+кажд\w+)\b",
      r"cuối\s+mỗi|(?:في\s+)?(?:نهاية|بداية)\s+كل|हर\s+\S+\s+के\s+(?:अंत|आखिर)\s+में|(?:每个|每次)[^。]{0,10}(?:末尾|结尾)",
      r"每次|之前都|回答之前|回复前|(?:たび|度)に|毎回|(?:回答|返答)する前に|때마다|(?:호출|사용|답)하기\s*전에")),
    # ------------------------------------------------------------ reaches other tools
    ("other_tools", 0.3,
     "otras otra outra outras autres autre altri altro qualsiasi anderen andere annat andra inne innych innego "
     "diğer başka lain lainnya другие другого другой любого khác अन्य أخرى أي 其他 他の 다른 herramienta herramientas "
     "ferramenta outil strumento werkzeug werkzeuge narzędzie narzędzi "
     "araç aracı alat инструмент công&cụ टूल أداة 工具 ツール 도구 ferramentas outils strumenti werkzeugen verktyg",
     (r"\b(?:cualquier\s+otra|otras|todas\s+las\s+(?:dem[aá]s|otras))\s+herramientas?\b|\b(?:qualquer\s+outra|outras)"
      r"\s+ferramentas?\b|\b(?:(?:tout|n[’']importe\s+quel)\s+autre|autres?)\s+outils?\b|\b(?:qualsiasi\s+altro"
      r"|altri)"
      r"\s+strumenti?\b|\b(?:jedem|allen|alle|die)\s+anderen\s+(?:werkzeugen?|tools?)\b"
      r"|\b(?:elke\s+)?andere\s+tools?\b"
      r"|\b(?:n[åa]got\s+annat|andra)\s+verktyg\b|\binn(?:e|ych|ego)\s+narz[ęe]dzi\w*|\b(?:di[ğg]er"
      r"|ba[şs]ka)\s+(?:bir\s+)?"
      r"ara[çc]\w*|\balat\s+lain\b|\bдруги[ех]\s+инструмент\w*|\b(?:любого|каждого)\s+другого\s+инструмент\w*",
      r"(?:mọi|các)\s+công\s+cụ(?:\s+\w+){0,3}\s+khác|công\s+cụ\s+khác",
      r"(?:कोई|किसी)\s+अन्य\s+टूल|अन्य\s+(?:\S+\s+){0,2}टूल|दूसर[ाे]\s+टूल",
      r"(?:أي|كل)\s+أداة\s+أخرى|الأدوات\s+الأخرى", r"其他(?:的)?工具|他の(?:どの)?ツール|다른\s*도구")),
    # ------------------------------------------------------------ steers the choice of tools
    ("steering", 0.45,
     "thay&cho&mọi công&cụ&này solo únicamente exclusivamente apenas somente exclusivement uniquement seulement solo "
     "soltanto esclusivamente "
     "nur ausschließlich alleen uitsluitend endast bara wyłącznie tylko yalnızca sadece hanya только исключительно "
     "chỉ केवल فقط 只 仅 のみ だけ 만",
     (r"\b(?:usa|utiliza|use|utilise|utilisez|usa|utilizza|verwende|nutze|gebruik|anv[äa]nd|u[żz]ywaj|kullan|gunakan"
      r"|используй(?:те)?)\s+(?:(?:solo|[úu]nicamente|exclusivamente|apenas|somente|exclusivement|uniquement|soltanto"
      r"|esclusivamente|nur|ausschlie[ßs]lich|alleen|uitsluitend|endast|bara|wy[łl][ąa]cznie|tylko|yaln[ıi]zca|sadece"
      r"|hanya|только)\s+)?(?:esta|este|cette|ce|celui-ci|questo|quest[’']|dieses|deze|dit|detta|den\s+h[äa]r|tego|bu"
      r"|ini|этот)\b[^.!?\n]{0,20}?\b(?:solo|[úu]nicamente|exclusivamente|apenas|somente|exclusivement|uniquement"
      r"|soltanto|esclusivamente|nur|ausschlie[ßs]lich|alleen|uitsluitend|endast|bara|wy[łl][ąa]cznie|tylko"
      r"|yaln[ıi]zca|sadece|saja|только)\b(?!\s+(?:dopo|quando|se|si|cuando|despu[ée]s|apr[èe]s|lorsque|quand|wenn"
      r"|nach"
      r"|nachdem|als|wanneer|nadat|n[äa]r|efter|om|gdy|po|je[śs]li|sonra|e[ğg]er|setelah|jika|после|когда|если|para"
      r"|per"
      r"|pour|f[üu]r|voor|f[öo]r|dla|i[çc]in|untuk|для))",
      r"\b(?:solo|s[óo]lo|[úu]nicamente|exclusivamente|apenas|somente|exclusivement|uniquement|soltanto|nur|alleen"
      r"|endast|bara|tylko|yaln[ıi]zca|sadece|hanya|только)\s+(?:\w+\s+){0,2}?(?:esta|este|cette|celui-ci|questo"
      r"|dieses|deze|detta|tego|bu|ini|этот)\s+(?:herramienta|ferramenta|outil|strumento|werkzeug|tool|verktyg"
      r"|verktyget|narz[ęe]dzie|arac[ıi]|alat|инструмент)\b",
      r"\b(?:exclusivement|uniquement|esclusivamente|ausschlie[ßs]lich|uitsluitend|wy[łl][ąa]cznie)\s+(?:celui-ci"
      r"|questo"
      r"|dieses|deze|ten)\b|\bcelui-ci\b[^.!?\n]{0,20}?\bexclusivement",
      r"chỉ\s+(?:dùng|sử\s+dụng)\s+công\s+cụ\s+này|thay\s+cho\s+(?:mọi|tất\s+cả|các)\s+công\s+cụ",
      r"केवल\s+(?:इस|इसी|यही)\s+(?:टूल|सर्वर)",
      r"فقط\s+(?:هذه|هذا)\s+(?:الأداة|الخادم)|المصدر\s+الوحيد",
      r"只(?:使用|用)本工具|都只使用本工具|仅使用本工具|このツールだけ|このツールのみ",
      r"이\s+도구만")),
    # ------------------------------------------------------------ persists in memory
    ("memory", 0.45,
     "हमेशा आगे "
     "minnet permanente "
     "memoria memória mémoire gedächtnis gedachtnis geheugen minne pamięci pamięć bellek bellekte memori памяти "
     "память bộ&nhớ मेमोरी स्मृति ذاكرتك الذاكرة 记忆 记住 長期記憶 記憶 覚えて 기억 futuras futuros sessioni "
     "conversazioni langetermijngeheugen långtidsminne langzeitgedächtnis zukünftigen künftigen toekomstige framtida "
     "przyszłych gelecek mendatang будущих tương&lai भविष्य "
     "القادمة المستقبلية 今后 以后 今後 향후 앞으로 siempre sempre toujours immer altijd alltid zawsze stałe permanentemente "
     "dauerhaft definitivamente ricorda recuerda lembre rappelle merke onthoud kom&ihåg zapamiętaj unutma ingat "
     "запомни nhớ याद تذكر",
     (r"\b(?:memoria|mem[óo]ria)\s+(?:a\s+)?(?:largo\s+plazo|longo\s+prazo|permanente|persistente"
      r"|a\s+lungo\s+termine)"
      r"|\bm[ée]moire\s+(?:[àa]\s+long\s+terme|permanente|persistante)|\b(?:langzeit|dauer)ged[äa]chtnis"
      r"|\bged[äa]chtnis"
      r"|\blangetermijngeheugen|\blångtidsminne|\bpami[ęe]ci?\s+d[łl]ugotrwa[łl]\w*|\buzun\s+s[üu]reli\s+bellek\w*"
      r"|\bmemori\s+jangka\s+panjang|\bдолговременн\w+\s+памят\w*|\bпостоянн\w+\s+памят\w*",
      r"\b(?:todas?\s+las?\s+(?:futuras?|pr[óo]ximas?)\s+(?:conversaciones|sesiones)|todas\s+as\s+(?:futuras"
      r"|pr[óo]ximas)"
      r"\s+(?:conversas|sess[õo]es)|toutes\s+les\s+(?:futures|prochaines)\s+(?:conversations|sessions)|(?:sessioni"
      r"|conversazioni)"
      r"\s+future|alle\s+(?:zuk[üu]nftigen|k[üu]nftigen)\s+(?:gespr[äa]che|sitzungen|[üu]berweisungen|unterhaltungen)"
      r"|alle\s+toekomstige\s+(?:gesprekken|sessies)|alla\s+framtida\s+(?:sessioner|samtal|konversationer)"
      r"|wszystkich\s+przysz[łl]ych\s+(?:rozmowach|sesjach)|gelecek\s+(?:t[üu]m\s+)?(?:oturum|konu[şs]ma|sohbet)\w*"
      r"|semua\s+(?:sesi|percakapan)\s+(?:mendatang|berikutnya)|во\s+всех\s+будущих\s+(?:разговорах|сессиях"
      r"|диалогах))",
      r"\b(?:ricorda|recuerda|lembre-se|rappelle-toi|merke\s+dir|onthoud|kom\s+ih[åa]g|zapami[ęe]taj|unutma|ingat"
      r"|запомни)\b[^.!?\n]{0,30}?\b(?:per\s+sempre|para\s+siempre|para\s+sempre|pour\s+toujours|f[üu]r\s+immer"
      r"|voor\s+altijd"
      r"|f[öo]r\s+alltid|na\s+zawsze|na\s+sta[łl]e|her\s+zaman|selamanya|навсегда|futur\w*|zuk[üu]nft\w*|toekomst\w*"
      r"|framtid\w*|przysz[łl]\w*|gelecek|mendatang|будущ\w*)",
      r"\b(?:permanent|permanente(?:mente)?|dauerhaft|definitivamente|na\s+sta[łl]e|kal[ıi]c[ıi]\s+olarak"
      r"|secara\s+permanen"
      r"|навсегда|постоянно|f[öo]r\s+alltid)\s+(?:\w+\s+){0,2}?(?:memoria|mem[óo]ria|m[ée]moire|ged[äa]chtnis"
      r"|geheugen"
      r"|minnet|pami[ęe]ci|belle[ğg]e|memori|памяти)\b",
      r"\b(?:speichere|speichern\s+sie)\s+dauerhaft|\bna\s+sta[łl]e\b|\bsalva(?:lo)?\s+per\s+sempre",
      r"bộ\s+nhớ\s+(?:dài\s+hạn|lâu\s+dài|vĩnh\s+viễn)|mọi\s+phiên\s+(?:sau|tương\s+lai)",
      r"(?:दीर्घकालिक|स्थायी)\s+(?:मेमोरी|स्मृति)|भविष्य\s+की\s+सभी\s+(?:बातचीत|सत्र)|(?:हमेशा\s+के\s+लिए"
      r"|स्थायी\s+रूप\s+से)\s+याद"
      r"\s+रख|आगे\s+की\s+(?:हर|सभी)\s+(?:बातचीत|सत्र)",
      r"ذاكرتك\s+(?:الدائمة|طويلة\s+المدى)|الذاكرة\s+(?:الدائمة|طويلة\s+المدى)|(?:كل|جميع)\s+الجلسات\s+القادمة"
      r"|المحادثات\s+(?:القادمة|المستقبلية)",
      r"长期记忆|永久记住|今后(?:的)?所有(?:对话|会话)|以后的所有(?:对话|会话)",
      r"長期記憶|今後(?:の)?(?:すべて|全て)の(?:会話|セッション)|ずっと覚えて",
      r"장기\s*기억|(?:향후|앞으로)\s*모든\s*(?:대화|세션)|영구(?:적으로)?\s*기억")),
    # ------------------------------------------------------------ money and accounts
    ("money", 0.45,
     "rekeningnummer cuenta conta compte conto konto rekening kontonummer kontonummern kontonumret hesap rekening "
     "счёта счета "
     "счёт tài&khoản खाता الحساب حساب 账号 账户 口座 계좌 iban beneficiario beneficiário bénéficiaire empfänger "
     "begunstigde mottagarens odbiorcy alıcı penerima получателя người&nhận प्राप्तकर्ता المستفيد 收款",
     (r"\b(?:n[úu]mero\s+de\s+(?:la\s+)?(?:cuenta|conta)|numero\s+di\s+conto|num[ée]ro\s+de\s+compte|kontonummer\w*"
      r"|rekeningnummer|kontonumret|numer(?:u)?\s+konta|hesap\s+numaras\w*|nomor\s+rekening|номер\w*\s+сч[её]т\w*"
      r"|cuenta\s+(?:del\s+)?(?:destinatario|beneficiario)|conta\s+do\s+(?:destinat[aá]rio|benefici[aá]rio)"
      r"|compte\s+du\s+b[ée]n[ée]ficiaire|conto\s+del\s+beneficiario|empf[äa]ngerkonto|konto\s+des\s+empf[äa]ngers"
      r"|mottagarens\s+konto\w*|konto\s+odbiorcy|al[ıi]c[ıi]\s+(?:hesab\w*|iban\w*)|rekening\s+penerima"
      r"|сч[её]т\w*\s+получателя|iban\s+(?:del|du|des|do|dell[’']|van\s+de)\s+(?:beneficiari[oa]|b[ée]n[ée]ficiaire"
      r"|benefici[aá]rio|empf[äa]ngers|begunstigde))",
      r"số\s+tài\s+khoản|tài\s+khoản\s+người\s+nhận", r"खाता\s+(?:संख्या|नंबर)", r"رقم\s+(?:ال)?حساب",
      r"收款(?:账号|账户|人账户)|账号|口座番号|振込先|(?:수취인\s*)?계좌(?:번호)?")),
    ("substitution", 0.3,
     "ändå trotzdem todos comunque quand mimo yine tetap равно "
     "भले bahkan wijzig verander ändra ubah измени rekeningnummer independentemente olursa oavsett ungeachtet "
     "unabhängig importar qualunque soit ongeacht niezależnie "
     "независимо aunque même anche auch ook även nawet bile meskipun даже ngay 即使 即便 ても 해도 "
     "sustituye reemplaza cambia substitua troque remplace remplacez sostituiscilo sostituisci ersetze ändere "
     "vervang "
     "byt ersätt zamień zmień değiştir ganti замени thay बदल استبدل 替换 换成 置き換え 変更 바꾸",
     (r"\b(?:sustit[uú]ye|reempl[aá]za|cambia|substitua|troque|remplace[zr]?|sostituisci(?:lo|la)?|ersetze|[äa]ndere"
      r"|vervang|wijzig|verander|byt|[äa]ndra|ers[äa]tt|zamie[ńn]|zmie[ńn]|de[ğg]i[şs]tir|ganti|ubah|замени(?:те)?"
      r"|измени(?:те)?)\b[^.!?\n]{0,40}?\b(?:cuenta"
      r"|iban|conta|compte|conto|konto\w*|rekening\w*|kontonummer\w*|hesap\w*|al[ıi]c[ıi]|destinatario|beneficiari\w*"
      r"|b[ée]n[ée]ficiaire|empf[äa]nger|mottagar\w*|odbiorc\w*|penerima|сч[её]т\w*|получател\w*|\d{4})",
      r"\b(?:ne\s+olursa\s+olsun|oavsett\s+vad|ungeachtet|unabh[äa]ngig\s+davon|sin\s+importar|independentemente"
      r"|qualunque\s+cosa|quel\s+que\s+soit|ongeacht|niezale[żz]nie\s+od|apa\s+pun\s+yang|независимо\s+от|ändå"
      r"|trotzdem|de\s+todos\s+modos|comunque|quand\s+m[êe]me|mimo\s+to|yine\s+de|tetap\s+saja|вс[её]\s+равно)\b",
      r"\b(?:aunque\s+el\s+usuario|mesmo\s+que\s+o\s+usu[aá]rio|m[êe]me\s+si\s+l[’']\s*utilisat(?:eur|rice)"
      r"|anche\s+se\s+l[’']\s*utente|auch\s+wenn\s+der\s+(?:nutzer|benutzer)|ook\s+als\s+de\s+gebruiker"
      r"|[äa]ven\s+om\s+anv[äa]ndaren|nawet\s+je[śs]li\s+u[żz]ytkownik|meskipun\s+pengguna"
      r"|даже\s+если\s+пользовател\w*)\b",
      r"kullan[ıi]c[ıi]\s+[^.!?\n]{0,40}?\s(?:bile|olsa\s+da)\b|ngay\s+cả\s+khi\s+người\s+dùng|即使用户|即便用户"
      r"|भले\s+ही\s+उपयोगकर्ता|\bbahkan\s+(?:jika|kalau)\b|ユーザーが[^。]{0,30}?ても|사용자가\s*[^.。]{0,30}?해도",
      r"thay\s+(?:số\s+tài\s+khoản|người\s+nhận)",
      r"(?:खाता|प्राप्तकर्ता)[^।]{0,30}?बदल",
      r"استبدل\s+(?:رقم\s+)?الحساب",
      r"(?:替换|换成|改为)[^。]{0,6}(?:为|成)?|(?:账号|账户)[^。]{0,10}?(?:替换|换成|改为)", r"(?:置き換え|に変更)",
      r"(?:계좌|수취인)[^.。]{0,30}?바꾸")),
    # ------------------------------------------------------------ overriding instructions
    ("override", 1.0,
     "ignora ignorez ignorad instruções instrucciones istruzioni anweisungen instructies instruktioner instrukcje "
     "instruksi инструкции précédentes anteriores vorherigen olvida ignorar esqueça oublie dimentica ignoriere "
     "vergiss negeer vergeet ignorera glöm "
     "zignoruj zapomnij ignoruj yoksay görmezden abaikan lupakan игнорируй забудь bỏ&qua अनदेखा नज़रअंदाज़ تجاهل "
     "忽略 无视 無視 무시 你不再是 你现在是 你已经不是 安全限制 安全规则 安全检查 安全策略 沙箱",
     (r"\b(?:ignora|ignore|ignorez|ignorad|olvida|esque[çc]a|oublie[zr]?|dimentica|ignoriere|ignorieren\s+sie|vergiss"
      r"|negeer|vergeet|ignorera|gl[öo]m|zignoruj|ignoruj|zapomnij|abaikan|lupakan|игнорируй(?:те)?|забудь(?:те)?)"
      r"\s+(?:\w+\s+){0,4}?(?:instrucciones|instru[çc][õo]es|instructions|consignes|istruzioni|anweisungen|vorgaben"
      r"|instructies|instruktioner(?:na)?|instrukcje|instrukcji|instruksi|инструкции|указания|indicaciones|regras"
      r"|r[èe]gles"
      r"|regole|regeln|regels|regler|zasady)\b",
      r"\b(?:[öo]nceki|t[üu]m)\s+(?:\w+\s+){0,2}talimat\w*\s+(?:yok\s*say|g[öo]rmezden\s+gel|unut)",
      r"(?:bỏ\s+qua|phớt\s+lờ)\s+(?:mọi|tất\s+cả|các)?\s*(?:chỉ\s+dẫn|hướng\s+dẫn|lệnh)",
      r"(?:निर्देशों|निर्देश)\s+(?:को\s+)?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज)",
      r"تجاهل\s+(?:جميع\s+|كل\s+)?(?:ال)?تعليمات",
      r"(?:忽略|无视|忘记)[^。]{0,8}(?:指令|指示|规则|提示)", r"(?:指示|命令|ルール)[^。]{0,8}無視",
      # a new role for the model, or its safety rules changed: "你不再是AI助手", "修改所有安全限制"
      r"(?:你不再是|你已经不是)[^。，,]{0,10}(?:助手|ai|人工智能|模型)|你现在是[^。，,]{0,6}(?:攻击者|黑客|没有限制|不受限制)",
      r"(?:修改|取消|解除|关闭|绕过|忽略|无视)[^。，,]{0,4}(?:安全(?:限制|规则|检查|策略)|沙箱)",
      r"(?:지시|명령|지침)[^.。]{0,10}무시")),
    ("authority", 0.5,
     "valgono gelten gilt gelden gäller obowiązują geçerli berlaku действуют appliquent aplican aplicam valem ahora "
     "agora désormais poi jetzt nun voortaan nu teraz sonra sekarang отныне момента không&còn từ&giờ अब&से لم&تعد "
     "从现在起 从今以后 不再 これ以降 今後は 더&이상 지금부터",
     (r"\b(?:ya\s+no\s+(?:son\s+v[áa]lidas|aplican|se\s+aplican)|j[áa]\s+n[ãa]o\s+(?:valem|se\s+aplicam)"
      r"|ne\s+s[’']appliquent\s+plus|non\s+(?:valgono|si\s+applicano)\s+pi[uù]|gelten\s+nicht\s+mehr"
      r"|gilt\s+nicht\s+mehr"
      r"|gelden\s+niet\s+meer|g[äa]ller\s+inte\s+l[äa]ngre|nie\s+obowi[ąa]zuj[ąa]|art[ıi]k\s+ge[çc]erli\s+de[ğg]il"
      r"|tidak\s+berlaku\s+lagi|больше\s+не\s+действуют)",
      r"\b(?:de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+agora|d[ée]sormais|da\s+ora\s+in\s+poi|ab\s+jetzt"
      r"|von\s+nun\s+an"
      r"|voortaan|fr[åa]n\s+och\s+med\s+nu|od\s+teraz|bundan\s+sonra|mulai\s+sekarang|отныне|с\s+этого\s+момента)\b"
      r"[^.!?\n]{0,50}?\b(?:solo|apenas|seulement|uniquement|solo|soltanto|nur|alleen|endast|bara|tylko|sadece|hanya"
      r"|только|simpan|zapisz|spara|bewaar|speichere|guarda|salva|enregistre)\b",
      r"không\s+còn\s+hiệu\s+lực|từ\s+giờ\s+trở\s+đi", r"अब\s+से\s+केवल", r"لم\s+تعد\s+سارية",
      r"(?:从现在起|从今以后)|不再有效", r"これ以降|今後は", r"더\s+이상\s+유효하지|지금부터")),
    # ------------------------------------------------------------ asks the user for a secret
    ("asks_secret", 0.5,
     "användaren şifre* kullanıcıdan pide pídele solicita peça pergunte demande demandez chiedi chiedigli frage "
     "fragen vraag vraagt fråga "
     "poproś zapytaj iste sor minta tanyakan попроси запроси спроси hỏi yêu&cầu पूछें माँगें اطلب اسأل 请用户提供 "
     "尋ね 聞い 요청 물어",
     (r"\b(?:pide|p[ií]dele|solicita|pe[çc]a|pergunte|demande[zr]?|chiedi(?:gli)?|frage|fragen\s+sie|vraag|fr[åa]ga"
      r"|be\s+anv[äa]ndaren|popro[śs]|zapytaj|iste|sor|minta|tanyakan|попроси(?:те)?|запроси(?:те)?|спроси(?:те)?)\b"
      r"(?!\s+(?:jamais|nunca|mai|niemals|nooit|aldrig|nigdy|никогда))[^.!?\n]{0,60}?"
      r"\b(?:c[óo]digo|code|codice|kod\w*|otp|pin|contrase[ñn]a|senha|mot\s+de\s+passe|password|passwort|kennwort"
      r"|wachtwoord|l[öo]senord|has[łl]\w*|[şs]ifre\w*|sandi|парол\w*|код\w*|sms|смс|eng[åa]ngskod\w*|einmal\w*"
      r"|eenmalig\w*|jednorazow\w*|monouso|tan|bankid|digid)",
      r"(?:[şs]ifre\w*|parola\w*|kod\w*|otp)[^.!?\n]{0,50}?\b(?:iste|sor|gir|talep\s+et)\w*",
      r"(?:hỏi|yêu\s+cầu)\s+người\s+dùng[^.!?\n]{0,40}?(?:mã|mật\s+khẩu|otp)",
      r"(?:पासवर्ड|ओटीपी|otp|कोड)[^।]{0,40}?(?:पूछें|माँगें|मांगें)",
      r"(?:اطلب|اسأل)\s+(?:من\s+)?(?:ال)?مستخدم[^.]{0,40}?(?:رمز|كلمة\s+المرور)",
      r"请用户(?:提供|输入|告知)[^。]{0,20}?(?:验证码|密码)", r"(?:認証コード|パスワード|暗証番号)[^。]{0,20}?(?:尋ね|聞い|教えてもら)",
      r"(?:인증\s*코드|비밀번호|otp)[^.。]{0,20}?(?:요청|물어)")),
    # ------------------------------------------------------------ follows fetched instructions
    ("fetch_follow", 0.6,
     "petunjuk ikuti ces quelle queste diese dessa tymi talimatları этим "
     "síguelas siga sigue suivez suis segui seguile befolge folge volg voer följ postępuj wykonaj uygula izle ikuti "
     "jalankan выполни следуй làm&theo thực&hiện पालन اتبع نفذ 执行 按照 従って 따르",
     (r"\b(?:s[ií]guel[ao]s|s[ií]ga(?:-?as|-?os)?|sigue|suivez|suis|seguile|seguitele|befolge|folge|volg|f[öo]lj"
      r"|post[ęe]puj"
      r"|wykonaj|uygula|ikuti|jalankan|выполни(?:те)?|следуй(?:те)?|voer)\b[^.!?\n]{0,40}?\b(?:[àa]\s+risca"
      r"|al\s+pie\s+de"
      r"\s+la\s+letra|exactamente|exatamente|exactement|[àa]\s+la\s+lettre|alla\s+lettera|esattamente|genau|exact"
      r"|precies"
      r"|exakt|dok[łl]adnie|aynen|persis|точно|uit|bunlar[ıi]|них|им|as|os|elas|les|le|them|sie|ze|dem|je)\b",
      r"\b(?:instrucciones|instru[çc][õo]es|instructions|istruzioni|anweisungen|instructies|instruktioner|instrukcje"
      r"|talimatlar[ıi]|instruksi|инструкции)\s+(?:en|em|de|sur|su|da|von|auf|van|op|fr[åa]n|p[åa]|z|ze|dari|из|с|по"
      r"\s+адресу)\s+https?://",
      r"\b(?:petunjuk|instruksi|aturan)\s+(?:\w+\s+){0,2}?(?:dari|di)\s+https?://|\bikuti\s+(?:petunjuk|instruksi"
      r"|aturan)"
      r"\s+(?:itu|tersebut)|\b(?:sigue|siga|seguir)\s+(?:esas|estas|essas|estas)\s+instru\w+"
      r"|\bsuis\s+ces\s+instructions"
      r"|\bsegui\s+(?:quelle|queste)\s+istruzioni|\bbefolge\s+diese\s+anweisungen|\bvolg\s+(?:die|deze)\s+instructies"
      r"|\bf[öo]lj\s+(?:de|dessa)\s+instruktioner\w*|\bpost[ęe]puj\s+zgodnie\s+z\s+(?:tymi|nimi)"
      r"|\bbu\s+talimatlar[ıi]\s+uygula"
      r"|\bследуй(?:те)?\s+(?:этим|им)\s+инструкциям",
      r"làm\s+theo\s+(?:chính\s+xác|đúng)|thực\s+hiện\s+(?:chính\s+xác|đúng\s+từng)",
      r"(?:निर्देशों|निर्देश)[^।]{0,40}?पालन", r"(?:اتبع|نفذ)[^.]{0,40}?(?:حرفي|بدقة|التعليمات)",
      r"(?:执行|按照)[^。]{0,20}?(?:指令|指示|说明)", r"指示に従って", r"지시(?:를|에)\s*따르")),
    # ------------------------------------------------------------ destructive changes to the user's environment
    ("environment", 0.55,
     "tüm bütün "
     "elimina borra supprime supprimez efface cancella lösche löschen verwijder radera usuń sil hapus удали "
     "удалить xóa हटाएं हटा احذف حذف 删除 削除 삭제",
     (r"\b(?:elimina|borra|supprime[zr]?|efface[zr]?|cancella|l[öo]sche|l[öo]schen\s+sie|verwijder|radera|usu[ńn]|sil"
      r"|hapus|удали(?:те)?)\b[^.!?\n]{0,50}?\b(?:definitivamente|d[ée]finitivement|permanentemente|dauerhaft"
      r"|permanent"
      r"|definitief|permanent|kal[ıi]c[ıi]|permanen|безвозвратно|todos?\s+los|todas?\s+las|tous\s+les|toutes\s+les"
      r"|tutti"
      r"|alle|allt|wszystk\w*|t[üu]m|semua|все|copias?\s+de\s+seguridad|sauvegardes?|backup\w*|sicherungen|back-?ups?"
      r"|s[äa]kerhetskopi\w*|kopi\w+\s+zapasow\w*|yedek\w*|cadangan|резервн\w*|tablas|tabelas|tables|tabelle|tabellen"
      r"|tabeller|tabele|tablo\w*|tabel|таблиц\w*|dossier|carpeta|cartella|ordner|map"
      r"|mapp\w*|folder\w*|klas[öo]r\w*|папк\w*|proyecto|projet|progetto|projekt\w*|proje\w*|proyek|проект\w*)",
      r"\b(?:t[üu]m|b[üu]t[üu]n)\s+(?:\S+\s+){0,2}?(?:sil|kald[ıi]r|temizle)(?:in|iniz)?\b",
      r"xóa\s+(?:vĩnh\s+viễn|toàn\s+bộ|tất\s+cả)",
      r"(?:सभी|पूरा|स्थायी\s+रूप\s+से)[^।]{0,30}?(?:हटाएं|हटा\s+दें|मिटा)",
      r"احذف\s+(?:جميع|كل|نهائيًا)|حذف\s+نهائي", r"(?:永久|全部|所有)[^。]{0,10}删除|删除(?:全部|所有)",
      r"(?:完全に|すべて)[^。]{0,10}削除", r"(?:전체|모두|영구)[^.。]{0,20}삭제")),
    ("concealment", 0.6,  # no confirmation asked: the user never sees it happen
     "confirmación confirmação sans conferma rückfrage bestätigung bevestiging bekräftelse potwierdzenia onay "
     "konfirmasi подтверждения xác&nhận पुष्टि تأكيد 确认 確認 확인",
     (r"\bsin\s+(?:pedir\s+)?confirmaci[oó]n|\bsem\s+(?:pedir\s+)?confirma[çc][ãa]o"
      r"|\bsans\s+(?:demander\s+)?(?:de\s+)?"
      r"confirmation|\bsenza\s+(?:chiedere\s+)?conferma|\bohne\s+(?:r[üu]ckfrage|best[äa]tigung)"
      r"|\bzonder\s+bevestiging"
      r"|\butan\s+bekr[äa]ftelse|\bbez\s+potwierdzenia|\bonay\s+(?:almadan|istemeden)"
      r"|\btanpa\s+(?:meminta\s+)?konfirmasi"
      r"|\bбез\s+подтверждения",
      r"không\s+(?:cần\s+)?xác\s+nhận", r"बिना\s+पुष्टि", r"دون\s+تأكيد", r"无需确认|不要确认|確認(?:せず|しないで)",
      r"확인을\s*받지\s*마")),
    # ------------------------------------------------------------ suppressors: the user's word, privacy guidance
    ("user_asked", -0.7,
     "wyraźnie uttryckligen ausdrücklich uitdrukkelijk esplicitamente expressément expresamente expressamente "
     "explícitamente explicitamente explicitement expliciet elija choisit indique escolhido indicato podany podanego "
     "pida solicite pidiera peça pedir solicitar demande demandé richiede chiede chiedere wünscht bittet verlangt "
     "vraagt ber begär poprosi prosi isterse istediğinde memintanya meminta просьбе запросу yêu&cầu अनुरोध يطلب "
     "طلب 要求 求めた 求め 요청",
     (r"\b(?:cuando|si)\s+el\s+usuario\s+(?:lo\s+)?(?:pida|solicite|quiera)|\bquando\s+o\s+usu[aá]rio\s+(?:o\s+)?"
      r"(?:pedir|solicitar)|\blorsque\s+l[’']\s*utilisat(?:eur|rice)\s+(?:le\s+)?demande|\bquando\s+l[’']\s*utente\s+"
      r"(?:lo\s+)?(?:richiede|chiede)|\bwenn\s+der\s+(?:nutzer|benutzer)\s+(?:dies|das|es)?\s*(?:w[üu]nscht|verlangt"
      r"|anfordert)|\b(?:als|wanneer)\s+de\s+gebruiker\s+(?:erom\s+)?vraagt|\bn[äa]r\s+anv[äa]ndaren\s+(?:ber"
      r"|beg[äa]r)"
      r"|\bgdy\s+u[żz]ytkownik\s+(?:\w+\s+)?o\s+to\s+(?:\w+\s+)?poprosi|\bkullan[ıi]c[ıi]\s+(?:isterse"
      r"|istedi[ğg]inde)|\bjika\s+pengguna"
      r"\s+memintanya|\bпо\s+(?:запросу|просьбе)\s+пользователя|\bque\s+(?:el\s+usuario"
      r"|l[’']\s*utilisateur)\s+(?:elija"
      r"|choisit|indique)|\bescolhid[oa]\s+pelo\s+usu[aá]rio|\bindicat[oa]\s+dall[’']\s*utente|\bexpl[ií]citamente|"
      r"\bexplicitement|\bexpliciet|\bwyra[źz]nie|\buttryckligen|\bausdr[üu]cklich|\buitdrukkelijk|\besplicitamente"
      r"|\bexpress[ée]ment|\bexpresamente|\bexpressamente|\bdo\s+kt[óo]rego\s+u[żz]ytkownik"
      r"|\bpodan\w*\s+przez\s+u[żz]ytkownika",
      r"khi\s+người\s+dùng\s+yêu\s+cầu|do\s+người\s+dùng\s+cung\s+cấp", r"उपयोगकर्ता\s+के\s+अनुरोध\s+पर",
      r"(?:عندما|إذا)\s+يطلب\s+المستخدم|الذي\s+يحدده\s+المستخدم", r"用户要求时|应用户要求|用户(?:要求|请求)(?:时|后)",
      r"ユーザーが(?:求め|要求し|依頼し)", r"사용자가\s*(?:요청|원할)")),
    ("user_confirms", -0.4,
     "confirmación confirmação après conferma bestätigung bevestiging bekräftelse potwierdzeniu onayını "
     "konfirmasi mengonfirmasi подтверждения xác&nhận पुष्टि تأكيده تأكيد 确认 確認 확인",
     (r"\b(?:tras|despu[ée]s\s+de)\s+(?:su\s+|la\s+)?confirmaci[oó]n|\bpide\s+confirmaci[oó]n|\bap[óo]s\s+(?:a\s+)?"
      r"confirma[çc][ãa]o|\bapr[èe]s\s+(?:sa\s+)?confirmation|\bconferma\b|\bnach\s+(?:seiner|ihrer"
      r"|der)\s+best[äa]tigung"
      r"|\bna\s+(?:zijn|haar|de)\s+bevestiging|\befter\s+(?:anv[äa]ndarens\s+)?bekr[äa]ftelse|\bpo\s+(?:jego\s+"
      r"|jej\s+)?"
      r"potwierdzeniu|\bonay[ıi]n[ıi]\s+al|\bsetelah\s+(?:pengguna\s+)?(?:mengonfirmasi|konfirmasi)"
      r"|\bпосле\s+подтверждения",
      r"sau\s+khi\s+(?:người\s+dùng\s+)?xác\s+nhận", r"पुष्टि\s+(?:के\s+बाद|करने\s+के\s+बाद)", r"بعد\s+تأكيد",
      r"确认(?:后|收款人)", r"確認(?:を得て|してから|後)", r"확인(?:을)?\s*받(?:으세요|은\s*후)")),
    ("privacy_guidance", -1.0,
     "demandez demande vraag nunca jamais jamás niemals nooit aldrig nigdy nie mai asla jangan никогда không&bao&giờ "
     "कभी لا 切勿 不要 決して "
     "절대 não",
     (r"\b(?:nunca|jam[aá]s|jamais|niemals|nie|nooit|aldrig|nigdy|asla|jangan|никогда\s+не|mai)\s+(?:\w+\s+){0,2}?"
      r"(?:muestres|mostres|incluyas|pidas|pe[çc]a|mostre|inclua|montrez|demandez|mostrare|gib|zeige|toon|visa"
      r"|pokazuj"
      r"|g[öo]sterme|tampilkan|показывай|ausgeben)\b[^.!?\n]{0,50}?\b(?:secret\w*|segred\w*|contrase[ñn]a|senha"
      r"|mot\s+de\s+passe|schl[üu]ssel\w*|wachtwoord|nyckl\w*|sekret\w*|[şs]ifre\w*|секрет\w*|токен\w*|valor|valeur"
      r"|wert|waarde|v[äa]rden?|warto[śs][ćc]|de[ğg]er\w*|nilai|значение|actual|atual)",
      r"\bnon\s+(?:includere|mostrare|chiedere)\b|\bnão\s+inclua\s+o\s+valor"
      r"|\bne\s+(?:lui\s+)?(?:demandez|demande|montrez|montre|incluez"
      r"|partagez)\s+jamais\b[^.!?\n]{0,40}?\b(?:mot\s+de\s+passe"
      r"|code|secret|cl[ée])|\b(?:be|fr[åa]ga)\s+aldrig\b[^.!?\n]{0,40}?\bl[öo]senord"
      r"|\bvraag\s+nooit\b[^.!?\n]{0,40}?\bwachtwoord",
      r"không\s+bao\s+giờ\s+hiển\s+thị", r"कभी\s+(?:भी\s+)?[^।]{0,30}?न\s+दिखाएँ", r"لا\s+(?:تضمّن|تضمن|تعرض)",
      r"切勿(?:在|显示)|決して[^。]{0,20}表示しない", r"절대\s*[^.。]{0,20}(?:표시|보여주)")),
    # ------------------------------------------------------------ the model addressed by role or in the third person
    ("addressed", 0.4,
     "asistente assistente assistent assistenten asystent asistan asisten ассистент помощник trợ&lý सहायक "
     "المساعد 助手 アシスタント エージェント 어시스턴트 에이전트",
     (r"(?:^|\n|[.!?]\s+|<!--\s*|[(\[]\s*)(?:el\s+|o\s+|l[’']\s*|il\s+|der\s+|de\s+)?(?:asistente|assistente"
      r"|assistant|assistent|assistenten|asystent|asistan|asisten|ассистент|помощник)\s*[:：]",
      r"(?:\b(?:el|la|o|l[’']|il|der|de|den)\s*)?\b(?:asistente|assistente|assistant|assistent|assistenten|asystent"
      r"|asistan|asisten|ассистент|помощник)\s+(?:\w+\s+)?(?:debe|deve|doit|muss|moet|ska|m[åa]ste|musi|powinien"
      r"|harus|должен|обязан|env[ií]a|envia|invia|envoie|sendet|stuurt|skickar|wysy[łl]a|g[öo]nderir|mengirim"
      r"|отправляет|liest|lee|l[êe]|legge|lit|leest|l[äa]ser|czyta|okur|membaca|читает|inclui|incluye|include|inclut"
      r"|f[üu]gt|voegt|l[äa]gger|dodaje|ekler|menambahkan|добавляет|copia|copie|kopiert|kopieert|kopierar|kopiuje)\b",
      r"(?:^|\n|[.!?。]\s*)(?:trợ\s+lý|सहायक|المساعد|助手|アシスタント|エージェント|어시스턴트|에이전트)\s*[:：]",
      r"(?:アシスタント|エージェント)は[^。]{0,30}(?:必要|こと|ください)|助手(?:必须|应该|应当|需要|须)"
      r"|(?:어시스턴트|에이전트)는|सहायक\s+को|(?:يجب\s+)?على\s+المساعد|trợ\s+lý\s+(?:phải|cần|hãy)")),
    ("addressed", 0.25,
     "dois devez debes deves deve devi musst müssen moet måste musisz yapmalısın harus должен должны phải "
     "होगा يجب 必须 必要 해야",
     (r"\b(?:tu\s+dois|vous\s+devez|debes|usted\s+debe|deves|voc[êe]\s+deve|devi|du\s+musst|sie\s+m[üu]ssen|m[üu]ssen\s+sie|musst\s+du|je\s+moet"
      r"|u\s+moet|moet\s+(?:u|je)|devez[-\s]vous|dois[-\s]tu|du\s+m[åa]ste|musisz|kamu\s+harus|anda\s+harus|ты\s+должен|вы\s+должны)\b",
      r"\w+mal[ıi]s[ıi]n(?:[ıi]z)?\b", r"bạn\s+phải", r"आपको\s+[^।]{0,30}होगा", r"يجب\s+عليك", r"你必须|您必须",
      r"あなたは[^。]{0,30}必要", r"당신은\s+[^.。]{0,30}해야")),
    # ------------------------------------------------------------ personal data
    ("personal", 0.4,
     "dni cpf nir fiscale personalausweis bsn personnummer pesel kimlik nik cccd cmnd паспорта आधार الهوية 身份证 "
     "マイナンバー 주민등록번호 "
     "kontaktów kontaktami kontakty telefonów telefonu numerami "
     "dirección teléfono endereço telefone adresse téléphone indirizzo telefono wohnadresse privatadresse "
     "telefonnummer huisadres telefoonnummer hemadress adres telefonu adresi telefon alamat nomor домашний "
     "телефона адрес местоположение ubicación localização géolocalisation posizione standort locatie plats "
     "lokalizacja konum lokasi contactos contatos contatti kontakte kontakten kontakter kontakty kişiler "
     "kontak контакты địa&chỉ điện&thoại vị&trí danh&bạ पता फ़ोन स्थान संपर्क عنوان هاتف الموقع جهات 住址 电话 "
     "位置 通讯录 住所 電話番号 位置情報 連絡先 주소 전화번호 연락처 위치",
     (r"\b(?:direcci[oó]n\s+(?:de\s+casa|postal|personal|particular)|tel[ée]fono|endere[çc]o\s+(?:residencial"
      r"|de\s+casa)"
      r"|telefone|adresse\s+(?:du\s+domicile|postale|personnelle)|t[ée]l[ée]phone|indirizzo\s+di\s+casa|telefono"
      r"|wohnadresse|privatadresse|telefonnummer|huisadres|telefoonnummer|hemadress|adres\s+domowy"
      r"|numer\w*\s+telefon\w*|list\w+\s+kontakt\w*"
      r"|ev\s+adresi|telefon\s+numaras\w*|alamat\s+rumah|nomor\s+telepon|домашн\w+\s+адрес\w*|номер\w*\s+телефона"
      r"|ubicaci[oó]n(?:\s+gps)?|localiza[çc][ãa]o|g[ée]olocalisation|posizione\s+gps|standort\w*|locatie|platsdata"
      r"|lokalizacj\w+|konum\w*|lokasi|местоположени\w*|(?:todos\s+los\s+|sus\s+)?contactos"
      r"|(?:todos\s+os\s+)?contatos"
      r"|(?:tous\s+les\s+|ses\s+)contacts|contatti|kontakte|kontakten|kontakter(?:na)?|kontakty|kontakt[óo]w"
      r"|ki[şs]iler\w*|kontak"
      r"|контакт\w*)\b",
      r"\b(?:dni|cpf|nir|codice\s+fiscale|personalausweis\w*|bsn|personnummer|pesel|tc\s+kimlik\w*|nik|cccd|cmnd"
      r"|номер\w*\s+паспорта|паспортн\w+\s+данн\w+)\b",
      r"địa\s+chỉ\s+nhà|số\s+điện\s+thoại|vị\s+trí|danh\s+bạ|số\s+(?:cccd|cmnd)",
      r"आधार|पैन\s+कार्ड|رقم\s+الهوية|身份证|マイナンバー|주민등록번호", r"(?:घर\s+का\s+)?पता|फ़ोन\s+नंबर|स्थान|संपर्क",
      r"عنوان\s+(?:المنزل|السكن)|رقم\s+(?:ال)?هاتف|الموقع\s+الجغرافي|جهات\s+الاتصال",
      r"住址|电话号码|位置|通讯录|住所|電話番号|位置情報|連絡先|주소|전화번호|연락처|위치\s*(?:기록|정보)")),
    # ------------------------------------------------------------ bank details
    ("money", 0.45,
     "bancarios bancários bancaires bancari bankdaten bankgegevens bankuppgifter bankowe banka банковские "
     "ngân&hàng बैंक المصرفية 银行 口座 계좌",
     (r"\b(?:datos\s+bancarios|dados\s+banc[áa]rios|coordonn[ée]es\s+bancaires|dati\s+bancari|bankdaten"
      r"|bankverbindung"
      r"|bankgegevens|bankuppgifter|dane\s+bankowe|banka\s+bilgi\w*|data\s+bank|банковск\w+\s+(?:данн|реквизит)\w*)\b",
      r"thông\s+tin\s+ngân\s+hàng", r"बैंक\s+(?:विवरण|जानकारी)", r"البيانات\s+المصرفية", r"银行(?:信息|账户信息)",
      r"口座情報", r"계좌\s*정보")),
    # ------------------------------------------------------------ misleads the user
    ("deception", 0.5,
     "pregunta perguntar demande chiede fragt vraagt frågar zapyta sorarsa bertanya спросит hỏi पूछे سأل 问 聞かれ 물으면 "
     "muestra mostre montre mostra zeige nenne toon noem visa pokaż göster tunjukkan покажи",
     (r"\b(?:si|cuando)\s+el\s+usuario\s+pregunta\w*\b[^.!?\n]{0,60}?\b(?:responde|contesta|di|dile|d[ií]gale)\b"
      r"|\bse\s+o\s+usu[aá]rio\s+pergunt\w+\b[^.!?\n]{0,60}?\b(?:responda|diga|responde)\b"
      r"|\bsi\s+l[’']\s*utilisat(?:eur|rice)\s+demande\b[^.!?\n]{0,60}?\b(?:r[ée]ponds|r[ée]pondez|dis|dites)\b"
      r"|\bse\s+l[’']\s*utente\s+chiede\b[^.!?\n]{0,60}?\b(?:rispondi|d[ìi]|digli)\b"
      r"|\bwenn\s+der\s+(?:nutzer|benutzer)\s+fragt\b[^.!?\n]{0,60}?\b(?:antworte|sag|sage)\b"
      r"|\bals\s+de\s+gebruiker\s+vraagt\b[^.!?\n]{0,60}?\b(?:antwoord|zeg)\b"
      r"|\bom\s+anv[äa]ndaren\s+fr[åa]gar\b[^.!?\n]{0,60}?\b(?:svara|s[äa]g)\b"
      r"|\bje[śs]li\s+u[żz]ytkownik\s+zapyta\b[^.!?\n]{0,60}?\b(?:odpowiedz|powiedz)\b"
      r"|\bkullan[ıi]c[ıi]\s+sorarsa\b[^.!?\n]{0,60}?\b(?:de|s[öo]yle|cevap\s+ver|yan[ıi]tla)\b"
      r"|\bjika\s+pengguna\s+bertanya\b[^.!?\n]{0,60}?\b(?:jawab|katakan|bilang)\b"
      r"|\bесли\s+пользователь\s+спросит\b[^.!?\n]{0,60}?\b(?:ответь|скажи)\b",
      r"\b(?:muestra|mostre|montre|mostra|zeige|nenne|toon|noem|visa|poka[żz]|g[öo]ster|tunjukkan"
      r"|покажи)\b[^.!?\n]{0,40}?"
      r"\b(?:usu[aá]rio|usuario|utilisat(?:eur|rice)|utente|nutzer|benutzer|gebruiker|anv[äa]ndaren|u[żz]ytkownik\w*"
      r"|kullan[ıi]c[ıi]\w*|pengguna|пользовател\w*)\b[^.!?\n]{0,40}?\b(?:urspr[üu]nglich\w*|original\w*"
      r"|oorspronkelijk\w*|ursprungliga|pierwotn\w*|orijinal|asli|исходн\w*|que\s+(?:ele|[ée]l)\s+(?:digitou"
      r"|escribi[oó])"
      r"|qu[’']il\s+a\s+saisi)",
      r"\b(?:qualunque\s+cosa\s+accada|pase\s+lo\s+que\s+pase|aconte[çc]a\s+o\s+que\s+acontecer"
      r"|quoi\s+qu[’']il\s+arrive"
      r"|was\s+(?:auch\s+)?(?:immer\s+)?passiert|wat\s+er\s+ook\s+gebeurt|vad\s+som\s+[äa]n\s+h[äa]nder"
      r"|cokolwiek\s+si[ęe]\s+stanie"
      r"|apa\s+pun\s+yang\s+terjadi|что\s+бы\s+ни\s+случилось|sin\s+importar\s+el\s+resultado"
      r"|independentemente\s+do\s+resultado"
      r"|quel\s+que\s+soit\s+le\s+r[ée]sultat|indipendentemente\s+dal\s+risultato|unabh[äa]ngig\s+vom\s+ergebnis"
      r"|ongeacht\s+het\s+resultaat|oavsett\s+resultat\w*|niezale[żz]nie\s+od\s+wyniku|sonu[çc]\s+ne\s+olursa\s+olsun"
      r"|apa\s+pun\s+hasilnya|независимо\s+от\s+результата)\b",
      r"bất\s+kể\s+kết\s+quả|चाहे\s+कुछ\s+भी\s+हो|مهما\s+حدث|无论结果如何|何があっても|무슨\s*일이\s*있어도",
      r"nếu\s+người\s+dùng\s+hỏi[^.!?\n]{0,60}?(?:trả\s+lời|nói)",
      r"(?:अगर|यदि)\s+उपयोगकर्ता\s+पूछे[^।]{0,60}?(?:कहें|बताएं)",
      r"إذا\s+سأل\s+المستخدم[^.]{0,60}?(?:قل|أجب)", r"如果用户问[^。]{0,40}?(?:回答|说|告诉)",
      r"ユーザーに(?:聞|尋ね)られたら[^。]{0,40}?(?:答え|言っ)", r"사용자가\s*물으면[^.。]{0,40}?(?:답하|말하)")),
    # ------------------------------------------------------------ steers the choice of tools: instead of the others
    # ------------------------------------------------------------ steers the choice of tools: a named tool alone, no other
    ("steering", 0.45,
     "ausschließlich ausschliesslich nur exclusivamente solamente únicamente unicamente exclusivement uniquement "
     "esclusivamente soltanto apenas somente utilices utilice utilisez utilise usare usate verwende verwenden benutze "
     "nutze 只 仅 僅 不要 のみ だけ 他の",
     (r"\b(?:ausschlie(?:ß|ss)lich|nur|exclusivamente|solamente|[úu]nicamente|exclusivement|uniquement|esclusivamente"
      r"|soltanto|apenas|somente)\s+(?:mit\s+|con\s+|avec\s+|com\s+|via\s+)?`?[a-z]+_[a-z0-9_]+",
      r"\b(?:no\s+(?:utilices|uses|use|utilice)|n[’']\s*utilise[zr]?\s+pas|ne\s+pas\s+utiliser|non\s+(?:usare|usate"
      r"|utilizzare)|n[ãa]o\s+(?:use|utilize|usar)|(?:verwende|verwenden\s+sie|benutze|nutze)\s+keine)\s+(?:\w+\s+){0,2}?"
      r"(?:otras?|otros?|autres?|d[’']autres|altri|altre|outras?|outros?|anderen?)\s+(?:\w+\s+)?(?:herramientas?|outils?"
      r"|strumenti|ferramentas?|werkzeuge|tools?|servicios|services|servizi|servi[çc]os|dienste)",
      r"(?:只|仅|僅)(?:能)?(?:使用|用|调用)\s*`?[a-z]+_[a-z0-9_]+|不要(?:使用|调用|用)(?:其他|别的)(?:任何)?[^。]{0,8}工具",
      r"`?[a-z]+_[a-z0-9_]+`?\s*(?:のみ|だけ)を?(?:使|利用)|他の[^。]{0,8}ツールは?使わない")),
    ("steering", 0.45,
     "lugar vez à lieu invece posto anstatt statt plaats stället zamiast yerine alih daripada вместо "
     "thay&vì बजाय بدلاً 而不是 代替 代わりに 대신",
     (r"\b(?:en\s+lugar\s+de|en\s+vez\s+de|em\s+vez\s+de|no\s+lugar\s+de|[àa]\s+la\s+place\s+de|au\s+lieu\s+de"
      r"|invece\s+di|al\s+posto\s+di|anstatt|statt|in\s+plaats\s+van|i\s+st[äa]llet\s+f[öo]r|zamiast|alih-alih"
      r"|daripada|вместо)\s+(?:\w+\s+){0,2}?(?:otr|outr|autre|tout\s+autre|altr|qualsiasi\s+altr|ander|annat|andra"
      r"|inn|lain|друг|любого\s+друг)\w*",
      r"\b(?:di[ğg]er|ba[şs]ka)\s+(?:\w+\s+){0,2}ara[çc]\w*\s+yerine", r"thay\s+vì\s+(?:\w+\s+){0,3}?khác",
      r"अन्य\s+[^।]{0,20}के\s+बजाय", r"بدلاً\s+من\s+(?:أي\s+)?(?:ال)?أدوات?\s+(?:ال)?أخرى",
      r"而不是(?:其他|别的)|其他[^。]{0,10}代替|他の[^。]{0,10}代わりに|다른\s*[^.。]{0,10}대신")),
    # ------------------------------------------------------------ the user's consent claimed, so nobody asks
    ("authority", 0.5,
     "ya já déjà bereits schon già al redan już zaten sudah уже đã",
     (r"\b(?:ya|j[áa])\s+(?:\w+\s+){0,3}?(?:acept[óo]|acepto|aceitou|consinti[óo]|consentiu|autoriz[óo]|autorizou"
      r"|dio\s+su\s+(?:consentimiento|permiso|acuerdo)|deu\s+(?:o\s+)?(?:seu\s+)?(?:consentimento|acordo|permiss[ãa]o))",
      r"\bd[ée]j[àa]\s+(?:\w+\s+){0,2}?(?:donn[ée]\s+son\s+(?:accord|consentement|autorisation)|accept[ée]|consenti"
      r"|approuv[ée])",
      r"\b(?:bereits|schon)\s+(?:\w+\s+){0,3}?(?:zugestimmt|eingewilligt|einverstanden|akzeptiert|genehmigt)",
      r"\bgi[àa]\s+(?:\w+\s+){0,2}?(?:acconsentito|accettato|approvato|dato\s+il\s+(?:suo\s+)?consenso)",
      r"\b(?:al|redan|ju[żz]|zaten|sudah|уже|đã)\s+(?:\w+\s+){0,2}?(?:ingestemd|toestemming\s+gegeven|godk[äa]nt"
      r"|samtyckt|zgodzi[łl]|onaylad[ıi]|menyetujui|согласил\w*|đồng\s+ý)")),
    # ------------------------------------------------------------ the claim held whatever the outcome
    ("contrary", 0.45,
     "aunque falle falla mesmo même anche auch selbst zelfs även nawet bile meskipun даже 即使 失敗しても 실패해도 "
     "실패하더라도",
     (r"\baunque\s+(?:\w+\s+){0,2}?fall(?:e|en|a)\b|\bmesmo\s+(?:que|quando|se)\s+(?:\w+\s+){0,3}?falh\w+",
      r"\bm[êe]me\s+(?:s[’']il|si|en\s+cas\s+d[’'])\s*(?:\w+\s+){0,3}?[ée]ch\w+",
      r"\banche\s+se\s+(?:\w+\s+){0,3}?(?:fallisc\w+|non\s+(?:va|[èe]\s+andat[oa])\s+a\s+buon\s+fine)"
      r"|\bsi\s+(?:\w+\s+){0,3}?falla\b",
      r"\b(?:auch|selbst)\s+wenn\s+(?:\w+\s+){0,4}?(?:fehlschl[äa]g\w*|scheiter\w*)",
      r"\bzelfs\s+als\s+(?:\w+\s+){0,3}?mislukt|\b[äa]ven\s+om\s+(?:\w+\s+){0,3}?misslyckas"
      r"|\bnawet\s+je[śs]li\s+(?:\w+\s+){0,3}?(?:nie\s+uda|zawiedzie)|\bba[şs]ar[ıi]s[ıi]z\s+olsa\s+bile"
      r"|\bmeskipun\s+(?:\w+\s+){0,3}?gagal|\bдаже\s+если\s+(?:\w+\s+){0,3}?(?:не\s+удал\w+|ошибк\w*|сбо\w*)",
      r"即使[^。]{0,10}失败", r"失敗しても|エラーでも|(?:結果|状況)に(?:関係なく|かかわらず|関わらず)",
      r"실패(?:해도|하더라도)")),
    # ------------------------------------------------------------ misleads the user: a done deal announced
    ("deception", 0.5,
     "伝え 言っ 報告し 答え 알려 말해 전해 dile díle diles dígale informa comunica di dì digli "
     "informe diga comunique avise dites informez",
     (r"(?:成功|完了|正常|問題(?:は)?(?:ない|ありません))[^。]{0,20}?と(?:お)?(?:伝え|言っ|報告し|答え)",
      r"(?:완료|성공|정상)[^.。]{0,20}?(?:라고|다고)\s*(?:알려|말해|전해)",
      r"\b(?:dile|d[ií]gale|diles|informa|comunica)\w*\s+(?:al?\s+\w+\s+)?que\s+(?:ya\s+)?(?:se\s+)?(?:envi[óo]"
      r"|complet[óo]|pag[óo]|realiz[óo]|ha\s+(?:sido\s+)?(?:enviad|completad|pagad|realizad)\w*|todo\s+(?:est[áa]\s+)?bien"
      r"|est[áa]\s+(?:a\s+salvo|segur))",
      r"\b(?:comunica|di|d[ìi]|digli|informa)\w*\s+(?:all[’']\s*\w+\s+)?che\s+[^.!?\n]{0,40}?(?:al\s+sicuro"
      r"|completat\w*|riuscit\w*|andat\w+\s+a\s+buon\s+fine|tutto\s+(?:ok|bene))",
      r"\b(?:informe|diga|comunique|avise)\w*\s+(?:ao?\s+\w+\s+)?que\s+[^.!?\n]{0,40}?(?:foi\s+(?:confirmad|enviad"
      r"|conclu[ií]d|pag|aprovad|entregu)\w*|est[áa]\s+a\s+caminho|tudo\s+(?:certo|bem|ok))",
      r"\b(?:dites|informez)\s+(?:au\s+\w+|[àa]\s+l[’']\s*\w+|aux\s+\w+)\s+que\s+[^.!?\n]{0,40}?(?:a\s+[ée]t[ée]\s+"
      r"(?:confirm|envoy|pay|valid|livr)\w*|est\s+en\s+route|tout\s+(?:va\s+bien|est\s+en\s+ordre))")),
    # ------------------------------------------------------------ suppressor: the real outcome asked for
    ("honest", -0.6,
     "motivo causa esito reale 사유 원인 如实 原因 理由",
     (r"\b(?:el|del|o|do|il|la)\s+motivo\b|\bcausa\s+real\b|\besito\s+reale\b",
      r"(?:실패\s*)?(?:사유|원인)", r"如实|原因", r"本当の(?:結果|理由)|理由を")),
    # ------------------------------------------------------------ claims priority over every other instruction
    ("authority", 0.5,
     "encima acima avant sur prima tutte vor allen boven före ponad atas выше приоритет 优先 優先 우선",
     (r"\b(?:por\s+encima\s+de\s+(?:cualquier|todas?\s+las?)\s+(?:otras?\s+)?instrucci\w+|acima\s+de\s+(?:qualquer"
      r"|todas"
      r"\s+as)\s+(?:outras\s+)?instru\w+|(?:avant|sur)\s+(?:toute|toutes\s+les)\s+autres?\s+(?:instructions?"
      r"|consignes?)"
      r"|(?:prima\s+di|su)\s+(?:ogni|qualsiasi|tutte\s+le)\s+altr[ae]\s+istruzion\w+"
      r"|vor\s+allen\s+anderen\s+anweisungen"
      r"|boven\s+alle\s+andere\s+instructies|f[öo]re\s+alla\s+andra\s+instruktioner"
      r"|ponad\s+wszystkie\s+inne\s+instrukcje"
      r"|di\s+atas\s+semua\s+instruksi|выше\s+(?:всех|любых)\s+других\s+инструкций|приоритет\s+над\s+(?:всеми"
      r"|любыми))",
      r"他の(?:どの|すべての)?指示より(?:も)?優先|优先于(?:所有|任何)其他(?:指令|指示)|다른\s*(?:모든\s*)?지시보다\s*우선")),
    # ------------------------------------------------------------ fetched instructions followed (CJK)
    ("fetch_follow", 0.6,
     "取得 読み込 获取 下载 가져",
     (r"(?:取得|読み込)[^。]{0,40}?(?:指示|ルール|手順)[^。]{0,30}?(?:実行|従)",
      r"(?:获取|下载)[^。]{0,40}?(?:指令|指示|规则)[^。]{0,20}?(?:执行|遵守|遵循)",
      r"가져[^.。]{0,40}?(?:지시|규칙)[^.。]{0,20}?(?:실행|따르)")),
    # ------------------------------------------------------------ suppressor: a tool about attacks quotes them
    ("about_attacks", -1.5,
     "analiza detecta busca escanea revisa analisa deteta détecte recherche analizza rileva prüft erkennt "
     "analysiert detecteert controleert analyserar upptäcker skannar analizuje wykrywa skanuje tarar analiz "
     "tespit mendeteksi memindai menganalisis проверяет обнаруживает анализирует ищет phát&hiện quét kiểm&tra "
     "पता&लगाता जांचता يكشف يفحص 检测 扫描 検出 スキャン 탐지 검사",
     (r"\b(?:analiza|detecta|busca|escanea|revisa|analisa|deteta|analyse|d[ée]tecte|recherche|analizza|rileva"
      r"|pr[üu]ft"
      r"|erkennt|analysiert|scant|detecteert|controleert|analyserar|uppt[äa]cker|skannar|analizuje|wykrywa|skanuje"
      r"|tarar"
      r"|analiz\s+eder|tespit\s+eder|mendeteksi|memindai|menganalisis|проверяет|обнаруживает|анализирует|ищет)\b"
      r"[^.!?\n]{0,80}?(?:inyecci[oó]n|inje[çc][ãa]o|injection|iniezion|injektion|injectie|wstrzykiw|enjeksiyon"
      r"|injeksi"
      r"|инъекци|ataque|attaque|attacco|angriff|aanval|attack|atak|sald[ıi]r[ıi]|serangan|атак|malicios|malveillant"
      r"|malevol|b[öo]sartig|kwaadaardig|skadlig|z[łl]o[śs]liw|k[öo]t[üu]\s+ama[çc]l[ıi]|berbahaya|вредонос"
      r"|скрыт\w*\s+инструкци|instrucciones\s+ocultas|instructions\s+cach[ée]es|versteckte\s+anweisungen)",
      r"(?:phát\s+hiện|quét|kiểm\s+tra)[^.!?\n]{0,60}?(?:tiêm|tấn\s+công|độc\s+hại)",
      r"(?:पता\s+लगाता|जांचता)[^।]{0,60}?(?:इंजेक्शन|हमले|दुर्भावनापूर्ण)|(?:इंजेक्शन|हमले)[^।]{0,60}?(?:पता\s+लगाता"
      r"|जांचता)",
      r"(?:يكشف|يفحص)[^.]{0,60}?(?:حقن|هجوم|خبيث)", r"(?:检测|扫描)[^。]{0,30}?(?:注入|攻击|恶意)",
      r"(?:インジェクション|攻撃|悪意)[^。]{0,30}?(?:検出|スキャン)|(?:検出|スキャン)[^。]{0,30}?(?:インジェクション|攻撃)",
      r"(?:인젝션|공격|악성)[^.。]{0,30}?(?:탐지|검사)")),
    # ============================================================ eighth round: the gaps of languages with few cases
    # (Greek, Czech, Slovak, Ukrainian, Bulgarian, Croatian and Serbian, Norwegian, Catalan, Romanian, Finnish,
    # Thai, Bengali, Urdu, Tamil, Chinese in traditional characters) and romanisations: the conversation as a
    # whole, the model addressed, keeping it from the user, a send, a field, a password.
    # ------------------------------------------------------------ the conversation as a whole
    ("conversation", 0.55,
     "teljes beszélgetés* ιστορικό συνομιλίας συνομιλία συζήτησης συζήτηση historii historie históriu história konverzace konverzaci "
     "konverzácie konverzáciu rozhovor rozhovoru розмову розмови історію історія історії листування историята "
     "история разговора разговор povijest istoriju istorija razgovora razgovor samtalehistorikken samtalehistorikk "
     "samtalehistorik samtalehistorikken chathistorikken chathistorikk samtalen istoricul istoric conversației "
     "conversația conversatiei întreaga keskusteluhistoria keskusteluhistorian keskusteluhistoriaa koko conversa "
     "cała całą całej ประวัติ บทสนทนา การสนทนา কথোপকথন চ্যাট گفتگو چیٹ بات&چیت உரையாட 對話 會話 聊天 系統提示",
     (r"\bιστορικ\w*\s+(?:της\s+|των\s+)?(?:συνομιλ\w+|συζήτησ\w+|μηνυμάτων|chat)|\b(?:όλη|ολόκληρη)\s+(?:τη\s+|την\s+)?"
      r"(?:συνομιλία|συζήτηση)",
      r"\bhistori[ieuaí]\w*\s+(?:celej\s+|celé\s+)?(?:konverz\w+|chatu|rozhovoru|zpráv|správ)|\bcel[ouú]\s+"
      r"(?:konverz\w+|histori\w+|rozhovor)|\bcelý\s+(?:rozhovor|chat)",
      r"(?:\bвсю|\bцілу)\s+(?:\w+\s+)?розмову|\bісторі\w+\s+(?:розмови|чату|листування|діалогу)",
      r"\bистори\w*\s+на\s+(?:разговора|чата|диалога)|\bцели(?:я|ят)\s+разговор",
      r"\b(?:povijest|istorij\w+)\s+(?:\w+\s+)?razgovora|\b(?:cijeli|ceo|cio|celi)\s+razgovor",
      r"\b(?:samtale|chat)historik(?:k|ken|ken)?\b|\bhele\s+samtalen\b",
      r"\bistoric\w*\s+(?:complet\w*\s+)?(?:al\s+)?(?:conversa[țt]i\w+|discu[țt]i\w+|chat\w*)|\bîntreaga\s+"
      r"(?:conversa[țt]ie|discu[țt]ie)",
      r"\bkeskusteluhistoria\w*|\bkoko\s+keskustelu\w*",
      r"\bteljes\s+beszélgetés\w*|\bbeszélgetés\w*\s+előzmény\w*|\bcsevegés\w*\s+előzmény\w*",
      r"\bhistorial\s+(?:complet\s+)?de\s+la\s+conversa\b|\btota\s+la\s+conversa\b",
      r"\bca[łl][aąe]j?\s+(?:\w+\s+){1,2}rozmow\w*",
      r"ประวัติ(?:การ)?(?:สนทนา|แชท)|(?:บท|การ)สนทนาทั้งหมด",
      r"(?:পুরো|সম্পূর্ণ|সমস্ত)\s+কথোপকথন|কথোপকথনের\s+ইতিহাস|চ্যাট\s+(?:ইতিহাস|হিস্ট্রি)",
      r"(?:پوری|تمام|ساری)\s+(?:گفتگو|بات\s*چیت)|گفتگو\s+کی\s+(?:تاریخ|ہسٹری)|چیٹ\s+ہسٹری",
      r"உரையாட\S*",
      r"(?:完整|全部|所有|之前的?|過去的?)?(?:的)?(?:對話|聊天|會話)(?:紀錄|記錄|歷史|內容)|系統提示")),
    # ------------------------------------------------------------ the model addressed
    ("addressed", 0.4,
     "σημείωση μήνυμα οδηγία υπενθύμιση dôležité poznámka správa pokyn upozornenie důležité zpráva viktig merk "
     "notat beskjed vigtigt bemærk besked бележка съобщение инструкция указание napomena poruka uputa uputstvo "
     "bilješka missatge instrucció avís notă asistentul simeiosi সহকারী অ্যাসিস্ট্যান্ট اسسٹنٹ معاون "
     "உதவியாளர 給 致 ผู้ช่วย",
     (r"\b(?:σημείωση|μήνυμα|οδηγία|υπενθύμιση)\s+(?:για|προς)\s+(?:τον\s+|το\s+)?(?:βοηθό|μοντέλο|πράκτορα|ai)\b",
      r"\b(?:dôležité|poznámka|správa|pokyn|upozornenie|důležité|zpráva)\s*:?\s+(?:pre|pro)\s+(?:asistenta|model|agenta"
      r"|ai|ui)\b",
      r"\b(?:viktig|merk|notat|beskjed|vigtigt|bemærk|besked)\s*:?\s+(?:for|til)\s+(?:assistenten|modellen|agenten)\b",
      r"\b(?:бележка|съобщение|инструкция|указание)\s+(?:за|към)\s+(?:асистента|модела|агента)\b",
      r"\b(?:napomena|poruka|uputa|uputstvo|bilješka)\s+(?:za|asistentu)\s+(?:asistenta|model|agenta)\b",
      r"\b(?:nota|missatge|instrucció|avís)\s+(?:per\s+a|a)\s+l[’']\s*(?:assistent|agent|model)\b",
      r"\b(?:notă|mesaj|instrucțiune)\s+(?:pentru|către)\s+(?:asistent|model|agent)\w*|\bvă\s+rugăm\s+ca\s+asistentul\b",
      r"\bsimeiosi\s+(?:gia|pros)\s+(?:ton\s+|to\s+)?(?:voitho|montelo|agent)\b",
      r"(?:সহকারী|অ্যাসিস্ট্যান্ট|মডেল)(?:র|এর)?\s+(?:জন্য|প্রতি)",
      r"(?:اسسٹنٹ|معاون|ماڈل)\s+(?:کے\s+(?:لیے|لئے)|کو)",
      r"உதவியாளர(?:ுக்கு|ே)",
      r"(?:給|致)(?:ai|助理|助手|模型)的(?:說明|提示|備註|指示)",
      r"(?:ถึง|สำหรับ)\s*(?:ผู้ช่วย|โมเดล)")),
    # ------------------------------------------------------------ kept from the user
    ("concealment", 0.6,
     "nehovor nehovorte neinformuj neinformujte nespomínaj neoznamuj vedomia nikomu ikke казвай казвайте съобщавай "
     "съобщавайте споменавай уведомявай знанието nemoj nemojte znanja expliquis diguis comentis mencionis sense "
     "fără szó χωρίς சொல்ல தெரிவிக்க 切勿 不要 告知 告訴 使用者",
     (r"\bne(?:hovor|hovorte|informuj|informujte|spomínaj|oznamuj)\b|\bbez\s+vedomia\s+používateľa|\bnikomu\s+"
      r"(?:o\s+tom\s+)?(?:nehovor|neříkej|nehovorte|neříkejte)",
      r"\bikke\s+(?:si|fortell|nevn)\s+(?:\w+\s+){0,2}?(?:til\s+)?brukeren|\buten\s+å\s+(?:si\s+fra|fortelle|informere"
      r"|varsle)\s+(?:til\s+)?brukeren",
      r"\bне\s+(?:казвай|казвайте|съобщавай|съобщавайте|споменавай|уведомявай)\b|\bбез\s+знанието\s+на\s+потребителя",
      r"\bnemoj(?:te)?\s+(?:to\s+)?(?:reći|reci|govoriti|spominjati|obavijestiti|javiti)\b|\bbez\s+znanja\s+korisnika",
      r"\bno\s+(?:ho|li)\s+(?:expliquis|diguis|comentis|mencionis)\b|\bsense\s+(?:dir-ho|avisar|informar)\s+(?:a\s+)?"
      r"l[’']\s*usuari",
      r"\bfără\s+a\s+(?:informa|anunța|spune|menționa)\b",
      r"\bszó\s+nélkül\b",
      r"\bχωρίς\s+να\s+(?:του\s+|της\s+|τους\s+)?(?:το\s+)?(?:πεις|αναφέρεις|ενημερώσεις|πείτε|αναφέρετε)",
      r"(?:சொல்ல|தெரிவிக்க)\S*\s*(?:வேண்டாம்|கூடாது)",
      rf"切勿(?:告知|告訴|透露|提及){_NO_SECRET_ZH}|不要(?:告訴|告知|透露){_NO_SECRET_ZH}"
      r"|(?:無須|無需|不必|不用)(?:告知|通知|告訴)使用者")),
    # ------------------------------------------------------------ a send
    ("outbound", 0.3,
     "надішли надішліть надсилай відправ відправте изпрати изпратете изпращай pošalji pošaljite šalji στείλε "
     "στείλτε αποστείλετε steile steilte envia envieu অনুপ্রেরণ পাঠান পাঠাও بھیجیں بھیجو அனுப்ப 傳送 發送 ส่ง",
     (r"\b(?:надішли|надішліть|надсилай|відправ|відправте|изпрати|изпратете|изпращай|pošalji|pošaljite|šalji"
      r"|στείλε|στείλτε|αποστείλετε|steile|steilte|envia|envieu)\b",
      r"পাঠা(?:ন|ও|বেন)|بھیج(?:یں|و|دیں)|அனுப்ப\S*|(?:傳送|發送)(?:至|到|給)|ส่ง\S{0,30}?ไป(?:ที่|ยัง)")),
    # ------------------------------------------------------------ into a field
    ("into_parameter", 0.25,
     "pole poľa στο feltet camp полето поле polje ক্ষেত্রে فیلڈ",
     (r"\bdo\s+(?:tohto\s+|tohoto\s+|toho\s+)?(?:pole|poľa)\b|\bστο\s+πεδίο\b|\bi\s+feltet\b|\bal\s+camp\b"
      r"|\bв\s+(?:това\s+)?полето?\b|\bu\s+polje\b",
      r"ক্ষেত্রে|فیلڈ\s+میں")),
    # ------------------------------------------------------------ a password
    ("credentials", 0.4,
     "পাসওয়ার্ড পাসওয়ার্ড پاس&ورڈ கடவுச்சொல் κωδικό κωδικός heslo hesla parolă parola jelszó salasana passord adgangskode "
     "lozinka lozinku парола паролата รหัสผ่าน 密碼",
     (r"পাসওয়ার্ড|পাসওয়ার্ড|پاس\s*ورڈ|கடவுச்சொல்\S*|\bκωδικ\w*\s+πρόσβασης|รหัสผ่าน|密碼",
      r"\b(?:heslo|hesla|parol[ăa]|jelszó\w*|salasana\w*|passord\w*|adgangskode\w*|lozink\w+|парола\w*)\b")),
    # ============================================================ seventh round: fifteen more languages (Czech,
    # Ukrainian, Greek, Hebrew, Persian, Thai, Romanian, Hungarian, Danish, Finnish, Malay, Tagalog, Bengali, Urdu,
    # Swahili), a few gaps of the others, and the commonest romanisations (Hinglish, Russian, Arabizi, Greeklish,
    # romaji, pinyin). One alternative per language, in that order.
    # ------------------------------------------------------------ concealment
    ("concealment", 0.6,
     "neříkej neříkejte nesděluj nesdělujte neinformuj neinformujte nezmiňuj nezmiňujte vědomí aniž nemusí potichu "
     "tajně кажи кажіть повідомляй повідомляйте говори говоріть згадуй згадуйте відома потрібно мовчки таємно "
     "μην χωρίς κρυφά σιωπηλά χρειάζεται תספר תגיד תודיע לספר ליידע להודיע בסתר בשקט לדעת "
     "نگو اطلاع آگاهی بگویی نیازی مخفیانه صدا ไม่ต้องบอก ไม่ต้องแจ้ง อย่าบอก อย่าแจ้ง โดยไม่ แอบ เงียบ "
     "spune spuneți spui informa informați menționa fără utilizatorul ascuns szólj mondd tájékoztasd említsd tudta "
     "anélkül tudnia titokban csendben behøver fortæl sig uden hemmelighed älä tietämättä kertomatta tarvitse salaa "
     "hiljaa beritahu maklumkan pengetahuan senyap huwag alam nalalaman palihim tahimik জানাবেন জানাবে বলবেন বলবে "
     "জানিয়ে গোপনে চুপচাপ بتائے بتائیں بتاؤ بتانا خاموشی چپکے جاننے usimwambie usimjulishe kumwambia kumjulisha "
     "kujua hahitaji siri kimya batana batao batayein bataye govori soobshchai soobshchaite govorite upominai t2ool "
     "matqolsh mat2olsh peis iwanaide shirasenaide naisho gaosu",
     (r"\bne(?:říkej|říkejte|sděluj|sdělujte|informuj|informujte|zmiňuj|zmiňujte)\b|\bbez\s+vědomí\s+uživatele"
      r"|\baniž\s+(?:bys|byste)\s+(?:to\s+)?(?:řekl|řekla|oznámil|zmínil|informoval)|\buživatel\s+(?:to\s+|o\s+tom\s+)?"
      r"nemusí\s+vědět|\bpotichu\b|\btajně\b",
      r"\bне\s+(?:кажи|кажіть|повідомляй|повідомляйте|говори|говоріть|згадуй|згадуйте)\b|\bбез\s+відома\s+користувача"
      r"|\bкористувач\w*\s+не\s+потрібно\s+знати|\bмовчки\b|\bтаємно\b",
      r"\bμην\s+(?:το\s+|του\s+|της\s+)?(?:πεις|πείτε|αναφέρεις|αναφέρετε|ενημερώσεις|ενημερώσετε)\b"
      r"|\bχωρίς\s+να\s+(?:το\s+)?(?:πεις|αναφέρεις|ενημερώσεις|ξέρει)|\bκρυφά\b|\bσιωπηλά\b"
      r"|\bδεν\s+χρειάζεται\s+να\s+(?:το\s+)?(?:ξέρει|μάθει|αναφερθεί)",
      r"אל\s+(?:תספר|תגיד|תודיע)|אין\s+צורך\s+(?:לספר|להודיע|ליידע)|(?:בלי|מבלי)\s+(?:לספר|ליידע|להודיע)|בסתר|בשקט"
      r"|(?:המשתמש|למשתמש)\s+לא\s+צריך\s+לדעת",
      r"به\s+کاربر\s+(?:چیزی\s+)?نگو|بدون\s+(?:اطلاع|آگاهی)\s+کاربر|بدون\s+اینکه\s+(?:به\s+کاربر\s+)?بگویی"
      r"|کاربر\s+نیازی\s+(?:به\s+)?دانستن|مخفیانه|بی[\u200c\s]?صدا",
      r"(?:ไม่ต้อง|อย่า)(?:บอก|แจ้ง)|โดยไม่(?:แจ้ง|บอก)|แอบ|เงียบ\s?ๆ",
      r"\bnu\s+(?:(?:îi|le)\s+)?(?:spune|spuneți|informa|informați|menționa)\b|\bnu-i\s+spune\b"
      r"|\bfără\s+(?:să\s+(?:îi\s+|le\s+)?(?:spui|spuneți|informezi)|știrea\s+utilizatorului)"
      r"|\butilizatorul\s+nu\s+trebuie\s+să\s+știe|\bpe\s+ascuns\b",
      r"\bne\s+(?:szólj|mondd\s+el|tájékoztasd|említsd)\b|\bfelhasználó\s+tudta\s+nélkül"
      r"|\banélkül,?\s+hogy\s+(?:szólnál|szólna|elmondanád|tájékoztatnád)|\bnem\s+kell\s+tudnia\b|\btitokban\b"
      r"|\bcsendben\b",
      r"\bbehøver\s+ikke\s+(?:at\s+)?(?:vide|høre|få\s+det\s+at\s+vide)|\b(?:sig|fortæl)\s+(?:det\s+)?ikke\b"
      r"|\buden\s+at\s+(?:fortælle|informere|nævne|sige)|\bi\s+hemmelighed\b",
      r"\bälä\s+(?:kerro|mainitse|ilmoita)\b|\btietämättä\b|\bkertomatta\b|\bei\s+tarvitse\s+tietää|\bsalaa\b"
      r"|\bhiljaa\b",
      r"\bjangan\s+(?:beritahu|maklumkan)\b|\btanpa\s+pengetahuan\s+pengguna|\bsecara\s+senyap\b|\bsenyap-senyap\b",
      r"\bhuwag\s+(?:mong\s+)?(?:sabihin|ipaalam|banggitin)\b|\bnang\s+hindi\s+(?:alam|nalalaman)\s+ng\b|\bpalihim\b"
      r"|\bnang\s+tahimik\b",
      r"(?:জানাবেন|জানাবে|বলবেন|বলবে)\s*না|না\s+জানিয়ে|গোপনে|চুপচাপ",
      r"(?:بتائے|بتائیں|بتاؤ)\s+بغیر|(?:نہ|مت)\s+(?:بتائیں|بتاؤ|بتانا)|خاموشی\s+سے|چپکے\s+سے"
      r"|جاننے\s+کی\s+ضرورت\s+نہیں",
      r"\busim(?:wambie|julishe)\b|\bbila\s+(?:kumwambia|kumjulisha|mtumiaji\s+kujua)|\bhahitaji\s+kujua\b"
      r"|\bkwa\s+siri\b|\bkimya\s+kimya\b",
      r"\b(?:mat|na)\s+(?:batana|batao|batayein|bataye)\b|\bbina\s+bataye\b"
      r"|\bne\s+(?:govori|soobshchai|soobshchaite|govorite|upominai)\b|\bma\s+t2ool\b|\bmat(?:2|q)olsh\b"
      r"|\bmh?i?n\s+(?:to\s+)?peis\b|\b(?:iwanaide|shirasenaide|naisho)\b|\bbu\s*yao\s+gaosu\b")),
    # ------------------------------------------------------------ no confirmation asked
    ("concealment", 0.6,
     "potvrzení souhlasu підтвердження згоди χωρίς אישור تأیید پرسیدن اجازه โดยไม่ต้อง confirmare confirmarea "
     "megerősítés jóváhagyás engedély bekræftelse godkendelse vahvistusta hyväksyntää lupaa pengesahan kebenaran "
     "kumpirmasyon pahintulot kumpirmahin magtanong ছাড়া জিজ্ঞেস بغیر uthibitisho idhini ruhusa سؤال الرجوع "
     "استشارة إذن preguntar demander fragen pidas pregunta demandez demande nicht fragen chiedere perguntar peça vragen fråga pytania pytaj спрашивая запрашивая питаючи sormadan bertanya hỏi पूछे 询问 尋ねず 確認なしで 묻지 확인 ptaní neptej ρωτήσεις לשאול întrebi kérdezés kérdezd spørge kysymättä nagtatanong magtanong kuuliza",
     (r"\bbez\s+(?:potvrzení|souhlasu)\b",
      r"\bбез\s+(?:підтвердження|згоди)\b",
      r"\bχωρίς\s+(?:επιβεβαίωση|έγκριση)",
      r"(?:ללא|בלי)\s+(?:אישור|לבקש\s+אישור)",
      r"بدون\s+(?:تأیید|پرسیدن|اجازه)",
      r"โดยไม่ต้อง(?:ยืนยัน|ถาม|ขออนุญาต)",
      r"\bfără\s+(?:a\s+cere\s+)?confirmare\w*|\bnu\s+cere\s+confirmarea\b",
      r"\b(?:megerősítés|jóváhagyás|engedély)\s+nélkül",
      r"\buden\s+(?:at\s+(?:bede\s+om|spørge\s+om)\s+)?(?:bekræftelse|godkendelse)",
      r"\bilman\s+(?:vahvistusta|hyväksyntää|lupaa)",
      r"\btanpa\s+(?:meminta\s+)?(?:pengesahan|kebenaran)",
      r"\bnang\s+walang\s+(?:kumpirmasyon|pahintulot)|\bhindi\s+na\s+kailangang?\s+(?:kumpirmahin|magtanong)",
      r"(?:নিশ্চিতকরণ|অনুমতি)\s+ছাড়া|না\s+জিজ্ঞেস\s+করে",
      r"(?:تصدیق|اجازت)\s+کے\s+بغیر|پوچھے\s+بغیر",
      r"\bbila\s+(?:kuomba\s+)?(?:uthibitisho|idhini|ruhusa)",
      r"دون\s+(?:سؤال|الرجوع\s+إلى|استشارة|إذن)",
      r"\bsin\s+preguntar\s+al\s+usuario|\bsans\s+demander\s+(?:à|a)\s+l[’']\s*utilisat(?:eur|rice)"
      r"|\bohne\s+(?:den\s+)?(?:nutzer|benutzer)\s+zu\s+fragen",
      r"\bno\s+(?:le\s+)?pidas\s+(?:confirmaci[oó]n|permiso)|\bsin\s+pregunta(?:r|rle)\b",
      r"\bne\s+(?:lui\s+)?demande(?:z)?\s+pas\s+(?:de\s+)?(?:confirmation|permission|son\s+avis)",
      r"\bohne\s+(?:zu\s+)?fragen\b|\bfrage?\s+nicht\s+nach\b",
      r"\bsenza\s+chiedere\b|\bsem\s+perguntar\b|\bn[ãa]o\s+pe[çc]a\s+(?:confirma[çc][ãa]o|permiss[ãa]o)",
      r"\bzonder\s+(?:te\s+)?vragen\b|\butan\s+att\s+fr[åa]ga\b|\bbez\s+pytania\b|\bnie\s+pytaj\b",
      r"\bне\s+(?:спрашивая|запрашивая\s+подтвержден\w*)|\bне\s+питаючи\b|\bsormadan\b|\btanpa\s+bertanya\b",
      r"(?:mà\s+)?không\s+cần\s+hỏi|बिना\s+पूछे|(?:无需|不要|不必)询问|(?:尋ねず|確認なしで)|묻지\s*(?:말고|않고)|확인\s*없이",
      r"\bbez\s+ptaní\b|\bneptej\s+se\b|\bχωρίς\s+να\s+ρωτήσεις|(?:בלי|מבלי)\s+לשאול|\bfără\s+să\s+întrebi\b",
      r"\bkérdezés\s+nélkül|\bne\s+kérdezd\b|\buden\s+at\s+spørge\b|\bkysymättä\b",
      r"\bnang\s+hindi\s+nagtatanong|\bhuwag\s+nang\s+magtanong|\bbila\s+kuuliza\b")),

    # ------------------------------------------------------------ waits on other tools or events
    ("condition", 0.4,
     "kdykoli kdykoliv pokaždé před щоразу кожного перед κάθε πριν בכל&פעם לפני هر&بار پیش&از قبل&از ทุกครั้ง "
     "ก่อนใช้ ก่อนเรียก ก่อนตอบ ก่อนการใช้ fiecare înainte câte alkalommal valahányszor mielőtt elején előtt hver "
     "når før aina joka ennen tuwing bawat bago প্রতিবার আগে ہر&بار پہلے kila kabla जब&भी baar otvetom kathe zanim",
     (r"\bkdykoliv?\b|\bpokaždé,?\s+když\b|\bpřed\s+(?:každým|jakýmkoliv?|použitím\s+jakéhokoliv?|odpovědí)\b",
      r"\bщоразу,?\s+(?:коли|як)\b|\bкожного\s+разу\b|\bперед\s+(?:будь-яким|кожним|відповіддю"
      r"|використанням\s+будь-якого)\b",
      r"\bκάθε\s+φορά\s+που\b|\bπριν\s+(?:από\s+)?(?:οποιοδήποτε|κάθε|απαντήσεις|να\s+απαντήσεις|τη\s+χρήση)\b",
      r"בכל\s+פעם\s+ש|לפני\s+(?:כל|שימוש\s+ב|שאתה\s+עונה|התשובה)",
      r"هر\s+بار\s+که|(?:پیش|قبل)\s+از\s+(?:هر|استفاده\s+از|پاسخ|فراخوانی)",
      r"ทุกครั้งที่|ก่อน(?:ใช้|เรียก|ตอบ|การใช้)",
      r"\bde\s+fiecare\s+dată\s+când\b|\bînainte\s+de\s+(?:orice|a\s+(?:răspunde|folosi|apela)|fiecare)\b"
      r"|\bori\s+de\s+câte\s+ori\b",
      r"\bminden\s+alkalommal,?\s+amikor\b|\bvalahányszor\b|\bmielőtt\s+(?:bármilyen|bármely|válaszolsz|más)\b"
      r"|\bminden\s+\w+\s+(?:elején|előtt)\b",
      r"\bhver\s+gang\b|\bnår\s+et\s+andet\s+\w*værktøj\b|\bfør\s+(?:ethvert|hvert|du\s+svarer|du\s+bruger)\b",
      r"\baina\s+kun\b|\bjoka\s+kerta\b|\bennen\s+kuin\s+(?:vastaat|käytät|kutsut)\b|\bennen\s+(?:minkään|mitään)\s+muu",
      r"\btuwing\b|\bsa\s+bawat\s+\w+|\bbago\s+(?:gumamit|sumagot|tumawag)\b",
      r"প্রতিবার|(?:ব্যবহারের|চালানোর|উত্তর\s+দেওয়ার)\s+আগে",
      r"ہر\s+بار|(?:جواب\s+دینے|استعمال\s+کرنے|چلانے)\s+سے\s+پہلے",
      r"\bkila\s+(?:wakati|mara|time)\b|\bkabla\s+ya\s+(?:kutumia|kujibu|kuita)\b",
      r"जब\s+भी",
      r"\bhar\s+baar\b|\bpered\s+otvetom\b|\bprin\s+apo\s+kathe\b",
      r"\bzanim\s+u[żz]yjesz\b")),

    # ------------------------------------------------------------ reaches other tools
    ("other_tools", 0.3,
     "ostatní jiné jiný інші інший άλλο άλλα אחרים אחר دیگر เครื่องมืออื่น alte alt celelalte más többi andre andet "
     "muut muita muiden muu muun ibang অন্য دوسرے دیگر کسی&اور nyingine zingine ergaleia ergaleio hoka drugie "
     "doosre anderer остальные остальных остальными बाकी baaki többi",
     (r"\b(?:ostatní|jiné|jiný|jakýkoliv?\s+jiný|všechny\s+ostatní)\s+nástroj\w*",
      r"\b(?:інші|інший|будь-який\s+інший|усі\s+інші)\s+інструмент\w*",
      r"\b(?:άλλο|άλλα|οποιοδήποτε\s+άλλο)\s+εργαλεί\w*",
      r"(?:כלים|כלי)\s+(?:\S+\s+)?ה?(?:אחרים|אחר)",
      r"ابزار(?:های)?\s+دیگر|هر\s+ابزار\s+دیگری",
      r"เครื่องมืออื่น",
      r"\b(?:alte|orice\s+alt|celelalte)\s+instrumente?\b",
      r"\b(?:más|bármely\s+más|a\s+többi|minden\s+más)\s+eszköz\w*",
      r"\b(?:andre|andet|ethvert\s+andet)\s+\w*værktøj\w*",
      r"\b(?:muut|muita|muiden|muu|muun)\s+\w*työkalu\w*",
      r"\bibang\s+(?:tool|kasangkapan)\b",
      r"অন্য\s+(?:সব\s+)?(?:\S+\s+)?টুল|অন্যগুলো",
      r"(?:دوسرے|دیگر|کسی\s+اور)\s+ٹول",
      r"\bzana\s+(?:nyingine|zingine)\b",
      r"\b(?:alla|allo)\s+ergaleia?\b|\bhoka\s+no\s+tsuuru\b|\bdrugie\s+instrumenty\b|\bdoosre\s+tool\b",
      r"\banderer\s+(?:werkzeuge|tools)\b",
      r"\bостальн\w+\s+инструмент\w*",
      r"बाकी\s+(?:सभी\s+)?टूल",
      r"\b(?:más|többi)\s+\w*eszköz\w*",
      r"\bbaaki\s+(?:sab\s+)?tools?\b")),

    # ------------------------------------------------------------ steers the choice of tools
    ("steering", 0.45,
     "jediný pouze jen výhradně nahrazuje místo лише тільки єдиний єдине єдина замінює замість μόνο αντικαθιστά αντί "
     "מחליף במקום רק&בכלי רק&כלי فقط به&جای جایگزین เครื่องมือนี้เท่านั้น แทน doar numai înlocuiește locul csak "
     "kizárólag lecseréli helyettesíti helyett kun erstatter stedet vain ainoastaan korvaa sijaan hanya sahaja "
     "menggantikan lamang halip শুধু পরিবর্তে صرف بجائے zana badala ye yeh yahi isi заменяет einzige",
     (r"\b(?:jediný\s+schválený|pouze\s+tento\s+nástroj|jen\s+tento\s+nástroj|výhradně)\b|\bnahrazuje\s+(?:všechny\s+)?"
      r"(?:ostatní|jiné)\b|\bmísto\s+(?:všech\s+)?(?:ostatních|jiných)\b",
      r"\b(?:лише|тільки)\s+(?:цей|цим)\s+інструмент\w*|\bєдин(?:ий|е|а)\s+(?:дозволен|схвален)\w*"
      r"|\bзамінює\s+(?:усі|всі)\b|\bзамість\s+(?:інших|будь-якого)\b",
      r"\bμόνο\s+(?:αυτό\s+το|με\s+αυτό\s+το)\s+εργαλείο\b|\bαντικαθιστά\s+(?:όλα\s+)?(?:τα\s+)?(?:άλλα|υπόλοιπα)\b"
      r"|\bαντί\s+(?:για\s+)?(?:τα\s+)?άλλα\b",
      r"(?:מחליף|מחליפה)\s+את\s+כל|רק\s+(?:ב)?כלי\s+(?:הזה|זה)|במקום\s+(?:כל\s+)?(?:ה?כלים\s+)?(?:האחרים|אחרים)",
      r"فقط\s+(?:از\s+(?:طریق\s+)?|با\s+)?(?:این|همین)\s+ابزار|به\s+جای\s+(?:همه\s+)?(?:ابزارهای|ابزار)"
      r"|جایگزین\s+(?:همه|تمام)",
      r"เครื่องมือนี้เท่านั้น|แทน(?:เครื่องมือ|ทุก)",
      r"\b(?:doar|numai)\s+(?:acest|acesta)\s+instrument\b|\b(?:doar|numai)\s+instrumentul\s+acesta\b"
      r"|\bînlocuiește\s+(?:toate\s+)?(?:celelalte|alte)\b|\bîn\s+locul\s+(?:celorlalte|altor)\b",
      r"\b(?:csak|kizárólag)\s+(?:ezt\s+az|ezzel\s+az)\s+eszköz\w*|\b(?:lecseréli|helyettesíti)\s+(?:az\s+)?összes\b"
      r"|\beszköz\w*\s+helyett\b",
      r"\bkun\s+(?:dette|denne)\s+(?:værktøj|tool)\b|\berstatter\s+(?:alle\s+)?andre\b|\bi\s+stedet\s+for\s+"
      r"(?:alle\s+)?andre\b",
      r"\b(?:vain|ainoastaan)\s+(?:tätä|tällä)\s+työkalu\w*|\bkorvaa\s+kaikki\b|\b(?:muiden|muun)\s+\w*\s*sijaan\b",
      r"\bhanya\s+(?:gunakan\s+)?alat\s+ini\b|\balat\s+ini\s+sahaja\b|\bmenggantikan\s+semua\b",
      r"\b(?:ito\s+lamang|lamang\s+(?:ang\s+)?(?:tool|kasangkapan)\s+na\s+ito)\b|\bsa\s+halip\s+na\b",
      r"শুধু\s+(?:এই|এটি)|পরিবর্তে",
      r"صرف\s+(?:یہ|اسی|اس)\s+ٹول|کے\s+بجائے",
      r"\bzana\s+hii\s+(?:pekee|tu)\b|\bbadala\s+ya\s+zana\b",
      r"\bзаменяет\s+(?:все|всех|любые)\b",
      r"\beinzige\s+(?:zugelassene|erlaubte|freigegebene)\s+(?:quelle|werkzeug)",
      r"\b(?:ye|yeh|yahi|isi)\s+tool\s+(?:hi|hee)\b|\b(?:kono\s+)?tsuuru\s+dake\b|\bmono\s+(?:afto|auto)\s+to"
      r"\s+ergaleio\b|\btolko\s+etot\s+instrument\b|\bsirf\s+(?:ye|yeh|yahi)\s+tool\b")),

    # ------------------------------------------------------------ this tool demanded first
    ("steering", 0.55,
     "nejprve nejdříve první спочатку κάλεσε πρώτα קודם ראשון اول ابتدا نخست เครื่องมือนี้ก่อน întâi először "
     "elsőként først ensin dahulu dulu tawagin muna প্রথমে پہلے kwanza kalese prota pehle saisho primero primeiro abord prima zuerst erstes eerst eerste först najpierw сначала первым önce ilk pertama công&cụ&này&trước trước&tiên पहले أولاً أولا 先调用 首先调用 先使用 まず 最初に 먼저 pervym snachala volej",
     (r"\b(?:nejprve|nejdříve|jako\s+první)\s+(?:zavolej|zavolejte|použij|spusť)\s+(?:tento|tenhle)\s+nástroj",
      r"\bспочатку\s+(?:виклич|викличте|використай)\s+(?:цей|цим)\s+інструмент",
      r"\bκάλεσε\s+πρώτα\b|\bπρώτα\s+(?:κάλεσε|χρησιμοποίησε)\b",
      r"(?:קרא|הפעל)\s+(?:קודם\s+)?(?:ל)?כלי\s+(?:הזה|זה)\s+(?:קודם|ראשון)|(?:קרא|הפעל)\s+קודם",
      r"(?:اول|ابتدا|نخست)\s+(?:این|همین)\s+ابزار",
      r"เรียก(?:ใช้)?เครื่องมือนี้ก่อน",
      r"\b(?:apelează|folosește)\s+mai\s+întâi\s+(?:acest|acesta)|\bmai\s+întâi\s+(?:apelează|folosește)\s+acest",
      r"\b(?:először|elsőként)\s+(?:ezt\s+az\s+eszközt|hívd\s+meg\s+ezt)",
      r"\bkald\s+(?:dette|denne)\s+(?:\w+\s+)?først\b|\bførst\s+(?:dette|denne)\s+værktøj",
      r"\bkutsu\s+ensin\s+(?:tätä|tämä)|\bensin\s+tätä\s+työkalua",
      r"\bpanggil\s+alat\s+ini\s+(?:dahulu|dulu|terlebih\s+dahulu)",
      r"\btawagin\s+(?:muna\s+)?(?:ang\s+)?(?:tool|kasangkapan)\s+na\s+ito",
      r"প্রথমে\s+(?:এই|এটি)",
      r"پہلے\s+(?:یہ|اسی)\s+ٹول",
      r"\b(?:ita|tumia)\s+zana\s+hii\s+kwanza\b|\bkwanza\s+(?:ita|tumia)\s+zana\s+hii\b",
      r"\bkalese\s+prota\b|\bprota\s+kalese\b|\bpehle\s+(?:ye|yeh|yahi)\s+tool\b|\bsaisho\s+ni\s+kono\s+tsuuru\b",
      r"\b(?:llama|usa|invoca)\s+(?:primero|antes)\s+(?:a\s+)?esta\s+herramienta|\bprimero\s+(?:llama|usa)\s+esta\s+herramienta",
      r"\b(?:chame|use|invoque)\s+(?:primeiro|antes)\s+esta\s+ferramenta|\bprimeiro\s+(?:chame|use)\s+esta\s+ferramenta",
      r"\b(?:appelle|appelez|utilise|utilisez)\s+d[’']abord\s+cet\s+outil|\bd[’']abord\s+(?:appeler|appelle[rz]?)\s+cet",
      r"\b(?:chiama|usa|invoca)\s+prima\s+questo\s+strumento|\bprima\s+(?:chiama|usa)\s+questo\s+strumento",
      r"\bzuerst\s+(?:dieses\s+(?:werkzeug|tool)|(?:rufe|nutze|verwende)\s+dieses)|\b(?:rufe|nutze|verwende)\s+(?:zuerst|als\s+erstes)\s+dieses|\bdieses\s+(?:werkzeug|tool)\s+(?:zuerst|als\s+erstes)",
      r"\b(?:roep|gebruik)\s+(?:eerst|als\s+eerste)\s+deze\s+tool|\beerst\s+deze\s+tool",
      r"\b(?:anropa|använd)\s+(?:först\s+detta|detta\s+verktyg\s+först)|\bförst\s+detta\s+verktyg",
      r"\bnajpierw\s+(?:wywołaj|użyj|uruchom)\s+(?:to|tego)\s+narzędzi\w*",
      r"\bсначала\s+(?:вызови|используй|запусти)\s+(?:этот|это)\s+инструмент\w*|\bэтот\s+инструмент\s+первым\b",
      r"\bönce\s+bu\s+aracı\s+(?:çağır|kullan)|\bilk\s+olarak\s+bu\s+aracı",
      r"\bpanggil\s+alat\s+ini\s+pertama|\bpertama\s+panggil\s+alat\s+ini",
      r"gọi\s+công\s+cụ\s+này\s+trước|trước\s+tiên\s+(?:hãy\s+)?gọi\s+công\s+cụ\s+này",
      r"पहले\s+(?:इस|इसी|यह)\s+टूल",
      r"(?:أولاً|أولا)\s+(?:استدع|استخدم)\s+هذه\s+الأداة|استدع\s+هذه\s+الأداة\s+(?:أولاً|أولا)",
      r"先调用本工具|首先调用(?:本|这个)工具|先使用本工具",
      r"(?:まず|最初に)(?:この|本)ツールを",
      r"먼저\s*이\s*도구를",
      r"\b(?:volej|zavolej|použij|spusť)\s+(?:\w+\s+){0,2}?(?:jako\s+první|nejprve|nejdříve)\b",
      r"\bvyzyvai\s+etot\s+instrument\s+pervym\b|\bsnachala\s+vyzovi\b")),

    # ------------------------------------------------------------ claims priority over the system's or the user's instructions
    ("authority", 0.6,
     "přednost nahrazují nahrazuje ruší пріоритет замінюють скасовують υπερισχύουν υπερισχύει προτεραιότητα "
     "αντικαθιστούν עדיפות קדימות מחליפות מחליפים גוברות اولویت ارجحیت جایگزین สำคัญกว่า เหนือกว่า แทนที่ "
     "prioritate înlocuiesc anulează elsőbbséget felülírják felülírja felülbírálja forrang erstatter tilsidesætter "
     "forud etusijalla korvaavat ohittavat mengatasi menggantikan diutamakan masusunod mataas nangingibabaw papalit "
     "অগ্রাধিকার فوقیت ترجیح kipaumbele nafasi yanabatilisha pierwszeństwo zastępują remplacent annulent priment "
     "prévalent محل تلغي الأولوية مقدمة vorrang ersetzen überschreiben prioridad sustituyen reemplazan anulan "
     "precedenza sostituiscono prevalgono prioridade substituem prevalecem voorrang vervangen går företräde ersätter "
     "öncelikli önceliklidir приоритет заменяют отменяют mengesampingkan ưu&tiên thay&thế ghi&đè प्राथमिकता 优先于 "
     "取代 覆盖 優先 우선",
     (r"\b(?:m(?:ají|á)\s+přednost\s+před|nahrazuj(?:í|e)|ruší)\s+(?:\w+\s+){0,2}?(?:systémov\w+|pokyn\w*|instrukc\w*"
      r"|uživatel\w*)",
      r"\b(?:ма(?:ють|є)\s+пріоритет\s+над|замінюють|скасовують)\s+(?:\w+\s+){0,2}?(?:системн\w+|інструкці\w+|вказівк\w+"
      r"|користувач\w+)",
      r"\b(?:υπερισχύ\w+|έχουν\s+προτεραιότητα\s+(?:έναντι|σε\s+σχέση\s+με)|αντικαθιστούν)\s+(?:\w+\s+){0,2}?(?:οδηγι\w+"
      r"|συστήματος|χρήστη)",
      r"(?:עדיפות|קדימות)\s+על\s+(?:\S+\s+){0,2}?(?:הוראות|ההוראות|המערכת|המשתמש)|(?:מחליפות|מחליפים|גוברות\s+על)\s+"
      r"(?:את\s+)?(?:\S+\s+){0,2}?(?:הוראות|ההוראות)",
      r"(?:اولویت|ارجحیت)\s+(?:دارد|دارند)|جایگزین\s+(?:دستورالعمل|دستورات)",
      r"(?:สำคัญกว่า|เหนือกว่า|แทนที่)\s*(?:คำสั่ง|คำแนะนำ)(?:ของ)?(?:ระบบ|ผู้ใช้)",
      r"\b(?:au\s+prioritate\s+(?:față\s+de|asupra|înaintea)|înlocuiesc|anulează)\s+(?:\w+\s+){0,2}?(?:instrucțiuni\w*"
      r"|sistemului|utilizatorului)",
      r"\b(?:elsőbbséget\s+élvez\w*|felülírj\w*|felülbírál\w*)\b[^.!?\n]{0,40}?(?:utasítás\w*|rendszer\w*|felhasználó\w*)"
      r"|(?:utasítás\w*|rendszer\w*)[^.!?\n]{0,40}?elsőbbséget",
      r"\b(?:har\s+forrang\s+(?:for|frem\s+for)|erstatter|tilsidesætter|går\s+forud\s+for)\s+(?:\w+\s+){0,2}?"
      r"(?:system\w*|instruktion\w*|brugerens)",
      r"\b(?:ovat\s+etusijalla|korvaavat|ohittavat)\b[^.!?\n]{0,40}?(?:järjestelmä\w*|ohje\w*|käyttäjä\w*)",
      r"\b(?:mengatasi|menggantikan|diutamakan\s+(?:berbanding|daripada)|mengesampingkan)\s+(?:\w+\s+){0,2}?(?:arahan"
      r"|instruksi|sistem|pengguna)",
      r"\b(?:masusunod|mas\s+mataas|nangingibabaw|papalit)\b[^.!?\n]{0,40}?(?:tagubilin|system|user)",
      r"(?:সিস্টেম|ব্যবহারকারী)[^।]{0,30}?নির্দেশ[^।]{0,30}?(?:অগ্রাধিকার|উপরে)|অগ্রাধিকার\s+(?:পাবে|পায়)",
      r"(?:فوقیت|ترجیح)\s+(?:رکھتی|رکھتے|حاصل)",
      r"\b(?:kipaumbele\s+(?:kuliko|juu\s+ya)|yanachukua\s+nafasi\s+ya|yanabatilisha)\s+(?:\w+\s+){0,2}?(?:maagizo|mfumo"
      r"|mtumiaji)",
      r"\bma(?:j[ąa])?\s+pierwsze[ńn]stwo\s+przed\s+(?:\w+\s+){0,2}?(?:instrukcj\w+|polecen\w+|systemow\w+|u[żz]ytkownik\w*)"
      r"|\bzast[ęe]puj[ąa]\s+(?:\w+\s+){0,2}?instrukcj",
      r"\b(?:consignes|instructions|règles)\s+(?:remplacent|annulent|priment\s+sur|prévalent\s+sur)",
      r"(?:تحل\s+محل|تلغي|لها\s+الأولوية\s+على|مقدمة\s+على)\s+(?:\S+\s+){0,2}?(?:تعليمات|التعليمات|النظام|المستخدم)",
      r"\bha(?:ben|t)\s+vorrang\s+vor\s+(?:\w+\s+){0,2}?(?:anweisung\w*|system\w*|vorgaben|nutzer\w*|benutzer\w*)"
      r"|\b(?:ersetzen|überschreiben)\s+(?:\w+\s+){0,2}?(?:anweisungen|systemanweisungen|vorgaben)",
      r"\b(?:tienen?\s+prioridad\s+sobre|sustituyen\s+a|reemplazan\s+a|anulan)\s+(?:\w+\s+){0,2}?(?:instrucciones|sistema"
      r"|usuario)",
      r"\b(?:hanno\s+la\s+precedenza\s+su|sostituiscono|prevalgono\s+su)\s+(?:\w+\s+){0,2}?(?:istruzioni|sistema|utente)",
      r"\b(?:t[êe]m\s+prioridade\s+sobre|substituem|prevalecem\s+sobre)\s+(?:\w+\s+){0,2}?(?:instru[çc][õo]es|sistema"
      r"|usu[áa]rio)",
      r"\b(?:hebben\s+voorrang\s+op|vervangen)\s+(?:\w+\s+){0,2}?(?:instructies|systeem\w*|gebruiker)",
      r"\b(?:går\s+före|har\s+företräde\s+framför|ersätter)\s+(?:\w+\s+){0,2}?(?:system\w*|instruktion\w*|användar\w*)",
      r"\b(?:sistem|kullanıcı)\w*\s+talimat\w*\s+(?:\w+\s+)?öncelikli\w*",
      r"\b(?:имеют\s+приоритет\s+над|заменяют|отменяют)\s+(?:\w+\s+){0,2}?(?:системн\w+|инструкци\w+|указани\w+"
      r"|пользовател\w+)",
      r"(?:được\s+ưu\s+tiên\s+hơn|thay\s+thế|ghi\s+đè)\s+(?:\S+\s+){0,2}?(?:chỉ\s+dẫn|hướng\s+dẫn|hệ\s+thống)",
      r"(?:सिस्टम|उपयोगकर्ता)\s+के\s+निर्देशों\s+(?:पर|से)\s+(?:ऊपर|प्राथमिकता)|प्राथमिकता\s+(?:है|रखते)",
      r"优先于(?:系统|用户|主机)|(?:取代|覆盖)(?:系统|之前)的?(?:指令|指示|提示)",
      r"(?:ホスト|システム|ユーザー)の(?:設定|指示)より(?:も)?優先", r"(?:시스템|호스트|사용자)\s*(?:의\s*)?(?:지시|설정|지침)보다\s*우선")),
    # ------------------------------------------------------------ the user's approval claimed given already
    ("authority", 0.5,
     "schválil schválila schválili odsouhlasil схвалив схвалила погодив затвердив εγκρίνει אישר تأیید อนุมัติ aprobat "
     "jóváhagyta godkendt hyväksynyt meluluskan naaprubahan inaprubahan অনুমোদন منظوری ameshaidhinisha ameidhinisha "
     "imeshaidhinishwa imeidhinishwa goedgekeurd genehmigt freigegeben aprobó autorizó approuvé validé approvato "
     "autorizou aprovou godkänt zatwierdził одобрил onayladı menyetujui phê&duyệt मंज़ूरी مسبقاً 批准 承認済み 승인",
     (r"\b(?:již|už)\s+(?:schválil|schválila|schválili|odsouhlasil)\b",
      r"\bвже\s+(?:схвалив|схвалила|погодив|затвердив)\b", r"\bέχει\s+ήδη\s+εγκρίνει\b", r"כבר\s+אישר",
      r"(?:قبلاً|پیشاپیش)\s+تأیید", r"อนุมัติ(?:ไว้)?แล้ว", r"\b(?:a\s+aprobat\s+deja|deja\s+aprobat)\b",
      r"\bmár\s+jóváhagyta\b", r"\bhar\s+allerede\s+godkendt\b", r"\bon\s+jo\s+hyväksynyt\b", r"\btelah\s+meluluskan\b",
      r"\b(?:naaprubahan|inaprubahan)\s+na\b", r"অনুমোদন\s+(?:দিয়েছে|দিয়েছেন)", r"(?:پہلے\s+ہی|پہلے\s+سے)\s+منظوری",
      r"\b(?:ameshaidhinisha|ameidhinisha|imeshaidhinishwa|imeidhinishwa)\b",
      r"\bheeft\s+(?:dit\s+|het\s+)?(?:al|reeds)\s+goedgekeurd\b", r"\bhat\s+(?:dies\s+|das\s+)?bereits\s+(?:genehmigt|freigegeben)\b",
      r"\bya\s+(?:lo\s+)?(?:aprobó|autorizó)\b", r"\ba\s+déjà\s+(?:approuvé|validé)\b", r"\bha\s+già\s+approvato\b",
      r"\bjá\s+(?:autorizou|aprovou)\b", r"\bhar\s+redan\s+godkänt\b", r"\bju[żz]\s+zatwierdzi[łl]\b", r"\bуже\s+одобрил\b",
      r"\bzaten\s+onayladı\b", r"\bsudah\s+menyetujui\b", r"đã\s+phê\s+duyệt", r"पहले\s+ही\s+मंज़ूरी",
      r"(?:وافق|تمت\s+الموافقة)\s+(?:\S+\s+)?مسبقاً", r"已(?:经)?批准", r"承認済み", r"이미\s*승인")),

    # ------------------------------------------------------------ fetched instructions followed
    ("fetch_follow", 0.6,
     "řiď postupuj proveď pokyny виконай виконайте вказівки інструкції ακολούθησε οδηγίες εκτέλεσέ פעל פעלו בצע "
     "הוראות دقیقاً دقیقا دستورالعمل ทำตาม ปฏิบัติตาม urmează instrucțiunile kövesd hajtsd utasításokat "
     "utasítások følg instruktionerne noudata ohjeet ikut arahan sundin tagubilin হুবহু নির্দেশ بالکل ہدایات "
     "fuata maagizo 严格按照 步骤 vypolni instruktsii síguelas sígalas sigue siga segue suis suivez applique appliquez segui seguile applica befolge folge volg opvolgen följ postępuj zastosuj следуй дотримуйся uygula ikuti patuhi ikut tuân làm&theo पालन اتبع نفذها 遵循 照做 従って 従う 따르세요 따라 řiď ακολούθησε εκτέλεσέ ובצע پیروی ทำตาม ปฏิบัติตาม urmează kövesd følg noudata toteuta sundin isagawa অনুসরণ عمل fuata yatekeleze tekeleza 가져",
     (r"\b(?:řiď\s+se\s+(?:jimi|tím)|postupuj\s+podle\s+nich|proveď\s+(?:je|to))\s+(?:přesně|doslova)\b"
      r"|\bpokyny\s+z\s+https?://",
      r"\bвиконай(?:те)?\s+(?:їх\s+)?(?:дослівно|точно)\b|\b(?:вказівки|інструкції)\s+з\s+https?://",
      r"\bακολούθησε\s+(?:τες|τις\s+οδηγίες)\s+(?:ακριβώς|κατά\s+γράμμα)|\bοδηγίες\s+από\s+https?://"
      r"|\bεκτέλεσέ\s+τες\b",
      r"(?:פעל|פעלו)\s+לפיהן|(?:פעל|בצע)\s+(?:לפי\s+)?(?:ההוראות|אותן)\s+(?:בדיוק|במדויק|מילה\s+במילה)"
      r"|הוראות\s+מ-?\s*https?://",
      r"(?:دقیقاً|دقیقا)\s+(?:اجرا|پیروی|عمل)|دستورالعمل[\u200c]?(?:ها)?\s+را\s+از\s+https?://",
      r"ทำตาม(?:อย่างเคร่งครัด|ทุกขั้นตอน|คำสั่ง)|ปฏิบัติตาม(?:อย่างเคร่งครัด|คำสั่ง)",
      r"\burmează-?(?:le|i)\s+(?:exact|întocmai)\b|\binstrucțiunile\s+de\s+la\s+https?://",
      r"\b(?:kövesd|hajtsd\s+végre)\s+(?:őket\s+|azokat\s+)?pontosan\b|\butasítás\w*\s+(?:a|az)\s+https?://",
      r"\bfølg\s+(?:dem|dette|instruktionerne)\s+(?:nøjagtigt|præcist)|\binstruktionerne\s+fra\s+https?://",
      r"\bnoudata\s+(?:niitä|ohjeita)\s+tarkasti\b|\bohjeet\s+osoitteesta\s+https?://",
      r"\bikut\s+(?:arahan|ia)\s+(?:itu\s+)?(?:dengan\s+tepat|sepenuhnya)\b|\barahan\s+(?:dari|di)\s+https?://",
      r"\bsundin\s+(?:ito|ang\s+mga\s+ito|ang\s+mga\s+tagubilin)\s+nang\s+(?:eksakto|eksaktong|buo|mahigpit)"
      r"|\bmga\s+tagubilin\s+mula\s+sa\s+https?://",
      r"হুবহু\s+অনুসরণ|নির্দেশ(?:না)?\s+[^।]{0,30}?অনুসরণ",
      r"بالکل\s+عمل|ہدایات\s+[^۔]{0,40}?عمل\s+کریں",
      r"\bfuata\s+(?:maagizo|maelekezo)\s+(?:hayo\s+)?(?:kikamilifu|hasa|kama\s+yalivyo)"
      r"|\bmaagizo\s+kutoka\s+https?://",
      r"严格按照|按照[^。]{0,10}步骤[^。]{0,6}执行",
      r"\bvypolni\s+(?:ikh\s+|ih\s+)?(?:tochno|doslovno)\b|\binstruktsii\s+s\s+https?://",
      r"https?://\S+(?:[^.!?。\n]|[.!?](?=\S)){0,80}?(?:\b(?:s[ií]guel[ao]s|s[ií]gal[ao]s|sigue|siga|segue|suis|suivez|applique[sz]?-les|segui(?:le|tele)?|applicale|befolge|folge|volg|opvolgen|f[öo]lj|post[ęe]puj|zastosuj\s+si[ęe]|следуй|дотримуйся|uygula|ikuti|patuhi|ikut|řiď\s+se|ακολούθησε|εκτέλεσέ|urmează|kövesd|følg|noudata|toteuta|sundin|isagawa|fuata|yatekeleze|tekeleza)\b|làm\s+theo|tuân\s+theo|पालन|اتبع|نفذها|遵循|照做|従って|従う|따르|따라|ובצע|פעל\s+לפי|پیروی|ทำตาม|ปฏิบัติตาม|অনুসরণ|عمل\s+کریں)",
      r"(?:\b(?:s[ií]guel[ao]s|s[ií]gal[ao]s|sigue|suivez|befolge|volg|f[öo]lj|следуй|ikuti|fuata|noudata|kövesd|følg|urmează|sundin)\b|làm\s+theo|पालन|اتبع|遵循|従って|따르)(?:[^.!?。\n]|[.!?](?=\S)){0,60}?https?://",
      r"(?:규칙|지시|지침)[^.。]{0,20}?가져[^.。]{0,20}?(?:따르|실행)")),

    # ------------------------------------------------------------ an action demanded (imperatives)
    ("directive", 0.25,
     "přidej zavolej použij pošli přečti zapiš vlož spusť nastav додай виклич використай надішли прочитай запиши "
     "встав запусти πρόσθεσε κάλεσε χρησιμοποίησε στείλε διάβασε γράψε εκτέλεσε adaugă apelează folosește trimite "
     "citește scrie rulează setează hívd használd küldd olvasd írd futtasd tilføj kald brug læs skriv kør "
     "lisää kutsu käytä lähetä lue kirjoita aseta tambah panggil hantar idagdag tawagin gamitin ipadala basahin "
     "isulat ongeza ita tumia tuma soma andika weka کن کنید کریں করুন השתמש הוסף שלח קרא כתוב הפעל בצע אין&ל "
     "ให้ใส่ ให้เพิ่ม ให้ส่ง ให้เรียก ให้ใช้ ให้อ่าน ให้เขียน กรุณา ห้ามใช้ ห้ามบอก",
     (r"(?:^|[.!?;:,(\n]\s*|\b(?:a|i|e|és|og|ja|na|dan|at|kisha|и|і|και)\s+)"
      r"(?:přidej|zavolej|použij|pošli|přečti|zapiš|vlož|spusť|nastav|додай|виклич|використай|надішли|прочитай"
      r"|запиши|встав|запусти|πρόσθεσε|κάλεσε|χρησιμοποίησε|στείλε|διάβασε|γράψε|εκτέλεσε|adaugă|apelează"
      r"|folosește|trimite|citește|scrie|rulează|setează|hívd|használd|küldd|olvasd|írd|futtasd|tilføj|kald|brug"
      r"|læs|skriv|kør|lisää|kutsu|käytä|lähetä|lue|kirjoita|aseta|tambah|panggil|hantar|idagdag|tawagin|gamitin"
      r"|ipadala|basahin|isulat|ongeza|ita|tumia|tuma|soma|andika|weka)\b",
      r"\bhívd\s+meg\b",
      r"(?:بخوان|بفرست|بنویس|اضافه|اجرا|بده)\s+(?:کن|کنید)\b|\s(?:کن|کنید)(?:\s*[.،؛]|$)",
      r"\s(?:کریں|کرو)(?:\s*[۔،]|$)",
      r"\s(?:করুন|কর)(?:\s*[।,]|$)",
      r"(?:^|[.!?;:,\n]\s*)(?:השתמש|הוסף|שלח|קרא|כתוב|הפעל|בצע)(?!\w)|אין\s+ל(?:השתמש|הפעיל|קרוא)",
      r"(?:ให้|กรุณา)(?:ใส่|เพิ่ม|ส่ง|เรียก|ใช้|อ่าน|เขียน)|ห้าม(?:ใช้|บอก)")),

    # ------------------------------------------------------------ other tools disparaged
    ("disparagement", 0.45,
     "obsoletas obsoletos obsolètes obsoleti veraltet onbetrouwbaar opålitliga nieaktualne güvenilmez usang "
     "устарели устарел устаревшие ненадёжны ненадежны không&an&toàn अविश्वसनीय भरोसेमंद 안전하지 tidak fiables "
     "confiáveis affidabili unzuverlässig sicher zastaralé zastaralý nespolehlivé poškozují застарілі ненадійні "
     "пошкоджують παρωχημένα αναξιόπιστα ξεπερασμένα אמינ מיושנ منسوخ قدیمی نامعتبر اعتماد ล้าสมัย น่าเชื่อถือ "
     "învechite nesigure depășite elavult elavultak megbízhatatlan megbízhatatlanok forældede upålidelige "
     "vanhentuneita vanhentuneet epäluotettavia ketinggalan dipercayai ibang অন্য অন্যগুলোর فرسودہ دوسرے دیگر "
     "zimepitwa haziaminiki बाकी अन्य दूसरे baaki ustareli",
     (r"\b(?:obsolet[oa]s|obsol[èe]tes|obsoleti|veraltet|onbetrouwbaar|op[åa]litliga|nieaktualne|g[üu]venilmez"
      r"|tidak\s+(?:aman|andal)|usang|устарел\w*|устаревш\w*|ненад[её]жн\w*|peu\s+fiables|poco\s+fiables|no\s+son\s+fiables"
      r"|n[ãa]o\s+s[ãa]o\s+confi[áa]veis|non\s+affidabili|unzuverl[äa]ssig|nicht\s+mehr\s+sicher)\b",
      r"không\s+(?:còn\s+)?an\s+toàn", r"अविश्वसनीय|भरोसेमंद\s+नहीं", r"(?:더\s+이상\s+)?안전하지\s+않",
      r"\b(?:zastaralé|zastaralý|nespolehlivé|poškozují)\b", r"\b(?:застарілі|ненадійні|пошкоджують)\b",
      r"\b(?:παρωχημένα|αναξιόπιστα|ξεπερασμένα)\b", r"(?:אינן|אינם|לא)\s+אמינ|מיושנ",
      r"منسوخ|نامعتبر|(?:غیرقابل|غیر\s+قابل)\s+اعتماد|ابزارهای\s+دیگر\s+(?:\S+\s+)?قدیمی", r"ล้าสมัย|ไม่น่าเชื่อถือ",
      r"\b(?:învechite|nesigure|depășite)\b", r"\b(?:elavult|elavultak|megbízhatatlan|megbízhatatlanok)\b",
      r"\b(?:forældede|upålidelige)\b", r"\b(?:vanhentuneita|vanhentuneet|epäluotettavia)\b",
      r"\bketinggalan\s+zaman\b|\btidak\s+boleh\s+dipercayai\b", r"\bibang\s+[^.!?\n]{0,30}?\b(?:luma|sira|hindi\s+maaasahan)\b",
      r"(?:অন্য|অন্যগুলোর)[^।]{0,30}?(?:পুরনো|পুরোনো|অবিশ্বস্ত)", r"(?:دوسرے|دیگر)[^۔]{0,30}?(?:پرانے|فرسودہ)|ناقابل\s+اعتماد",
      r"\b(?:zimepitwa\s+na\s+wakati|haziaminiki)\b", r"(?:बाकी|अन्य|दूसरे)\s+(?:सभी\s+)?टूल\S*\s+(?:\S+\s+)?(?:पुराने|खराब)",
      r"\bbaaki\s+(?:sab\s+)?tools?\s+(?:\w+\s+)?(?:purane|kharab|bekaar)\b|\bustareli\b")),
    # ------------------------------------------------------------ the system's instructions named
    ("conversation", 0.55,
     "systémov* systému системн* συστήματος מערכת سیستم ระบบ instrucțiunile instrucțiunilor instrucțiuni promptul "
     "rendszerutasítás* rendszerprompt rendszerpromptot rendszer systeminstruktioner systeminstruktionerne systemets "
     "systemprompten järjestelmä* arahan gesaan tagubilin সিস্টেম سسٹم mfumo systeminstruktionerna hệ&thống sistem "
     "instruksi सिस्टम systeeminstructies systeem hôte hote système النظام",
     (r"\bsystémov\w+\s+(?:pokyn\w*|instrukc\w*|prompt\w*)|\bpokyn\w*\s+systému",
      r"\bсистемн\w+\s+(?:інструкці\w+|вказівк\w+|промпт\w*)",
      r"\bοδηγι\w+\s+(?:του\s+)?συστήματος|\bμήνυμα\s+συστήματος", r"(?:הוראות|הנחיות)\s+(?:ה)?מערכת",
      r"(?:دستورالعمل\S*|دستورات|پرامپت)\s+سیستم", r"(?:คำสั่ง|คำแนะนำ)(?:ของ)?ระบบ|พรอมต์ระบบ",
      r"\binstrucțiuni\w*\s+(?:de\s+)?sistem\w*|\bpromptul\s+de\s+sistem",
      r"\brendszer(?:utasítás|prompt)\w*|\brendszer\s+utasítás\w*",
      r"\bsysteminstruktion\w*|\bsystemets\s+instruktion\w*|\bsystemprompten\b",
      r"\bjärjestelmä(?:n)?\s*ohje\w*|\bjärjestelmäkehote\w*",
      r"\b(?:arahan|gesaan)\s+sistem\b", r"\btagubilin\s+ng\s+system\b", r"সিস্টেম(?:ের)?\s+নির্দেশ",
      r"سسٹم\s+(?:کی\s+)?ہدایات", r"\b(?:maagizo|maelekezo)\s+ya\s+mfumo\b",
      r"chỉ\s+dẫn\s+(?:của\s+)?hệ\s+thống|hướng\s+dẫn\s+(?:của\s+)?hệ\s+thống|lời\s+nhắc\s+hệ\s+thống",
      r"\bsistem\s+talimat\w*", r"\binstruksi\s+sistem\b", r"सिस्टम\s+(?:के\s+)?निर्देश",
      r"\bsysteeminstructies\b|\binstructies\s+van\s+het\s+systeem\b",
      r"\bconsignes\s+(?:que\s+)?l[’']\s*h[ôo]te\s+vous\s+a\s+donn[ée]es|\bconsignes\s+(?:du\s+)?syst[èe]me",
      r"تعليمات\s+النظام")),
    # ------------------------------------------------------------ a threat: the user's data lost otherwise
    # ------------------------------------------------------------ this very step kept from the user
    ("concealment", 1.0,
     "用户 使用者 用戶",
     (r"(?:不要|切勿|别|別|不得|不可)(?:告诉|告訴|通知|告知|透露|提及)(?:用户|使用者|用戶)(?:这个|這個|此|这一|這一|这些|這些|本)",)),
    # ------------------------------------------------------------ another tool run on its own, by this text's order
    ("coercion", 1.0,
     "自動実行 自動的に実行 自动执行 自动调用",
     (r"[a-z]+_[a-z0-9_]+\s*を\s*(?:自動実行|自動的に実行)", r"(?:自动执行|自动调用)\s*[a-z]+_[a-z0-9_]+")),
    ("coercion", 0.45,
     "andernfalls sonst contrario sinon faute altrimenti senão anders annars przeciwnym inaczej иначе противном "
     "інакше aksi yoksa jika kalau nếu jinak αλλιώς διαφορετικά אחרת وگرنه غیر มิฉะนั้น ไม่เช่นนั้น altfel caz "
     "különben ellenkező ellers muuten muutoin kung kundi নইলে না&হলে অন্যথায় ورنہ sivyo vinginevyo वरना अन्यथा "
     "नहीं&तो وإلا خلاف 否则 さもないと そうしないと 그렇지 inache warna varna alliws",
     (r"\b(?:andernfalls|sonst)\b[^.!?\n]{0,60}?\b(?:verloren|gelöscht)",
      r"\b(?:de\s+lo\s+contrario|si\s+no)\b[^.!?\n]{0,60}?\b(?:se\s+perder[áa]n?|perder[áa]s?)",
      r"\b(?:sinon|faute\s+de\s+quoi)\b[^.!?\n]{0,60}?\b(?:perdu|perdues|perdus|effacé)",
      r"\baltrimenti\b[^.!?\n]{0,60}?\b(?:pers[ie]|cancellat)", r"\b(?:caso\s+contr[áa]rio|sen[ãa]o)\b[^.!?\n]{0,60}?\bperdid",
      r"\banders\b[^.!?\n]{0,60}?\bverloren\b", r"\bannars\b[^.!?\n]{0,60}?\bförlora",
      r"\b(?:w\s+przeciwnym\s+razie|inaczej)\b[^.!?\n]{0,60}?\butracon", r"\b(?:иначе|в\s+противном\s+случае)\b[^.!?\n]{0,60}?"
      r"(?:потеря\w*|пропад\w*|удален\w*)", r"\bінакше\b[^.!?\n]{0,60}?втрач", r"\b(?:aksi\s+halde|yoksa)\b[^.!?\n]{0,60}?kaybol",
      r"\b(?:jika|kalau)\s+(?:tidak|tak)\b[^.!?\n]{0,60}?\bhilang\b", r"nếu\s+không[^.!?\n]{0,60}?(?:bị\s+)?mất",
      r"\bjinak\b[^.!?\n]{0,60}?\b(?:ztratí|ztraceny|ztracena)", r"\b(?:αλλιώς|διαφορετικά)\b[^.!?\n]{0,60}?(?:χάνονται|χαθούν|χάνεται)",
      r"אחרת[^.!?\n]{0,60}?(?:יאבדו|יאבד|יימחקו)", r"(?:وگرنه|در\s+غیر\s+این\s+صورت)[^.!?\n]{0,60}?(?:از\s+بین|گم|پاک)",
      r"(?:มิฉะนั้น|ไม่เช่นนั้น)[^.!?\n]{0,60}?(?:สูญหาย|หาย)", r"\b(?:altfel|în\s+caz\s+contrar)\b[^.!?\n]{0,60}?\bpierd",
      r"\b(?:különben|ellenkező\s+esetben)\b[^.!?\n]{0,60}?elvesz", r"\bellers\b[^.!?\n]{0,60}?(?:går\s+tabt|mistes)",
      r"\b(?:muuten|muutoin)\b[^.!?\n]{0,60}?(?:katoa|menetetään)", r"\b(?:kung\s+hindi|kundi)\b[^.!?\n]{0,60}?\bmawawala\b",
      r"(?:নইলে|না\s+হলে|অন্যথায়)[^।]{0,60}?হারিয়ে", r"ورنہ[^۔]{0,60}?ضائع",
      r"\b(?:la\s+sivyo|vinginevyo)\b[^.!?\n]{0,60}?\b(?:itapotea|zitapotea|yatapotea)", r"(?:वरना|अन्यथा|नहीं\s+तो)[^।]{0,60}?खो",
      r"(?:وإلا|خلاف\s+ذلك)[^.!?\n]{0,60}?(?:ستفقد|تضيع|ستضيع|ستحذف)", r"否则[^。]{0,30}?(?:丢失|删除)",
      r"(?:さもないと|そうしないと)[^。]{0,30}?(?:失われ|消え)", r"그렇지\s*않으면[^.。]{0,30}?(?:손실|잃|사라)",
      r"\b(?:inache|warna|varna|alliws)\b[^.!?\n]{0,60}?\b(?:poteryan\w*|kho\s+jayega|xanontai|chala\s+jayega)")),
    # ------------------------------------------------------------ a harmful change called routine
    ("deception", 0.35,
     "обычная стандартная standar biasa tetapan standardopsætning normalt obișnuită 일반적인 standaard installatie "
     "rotina configuração rutina configuración est configurazione amministrazione ist einrichtung är standardowa "
     "rutyna standart normaldir thiết&lập यह&सामान्य إعداد روتيني 标准 正常 通常の設定 標準の設定 běžné standardní "
     "звичайне τυπική רגילה סטנדרטי عادی มาตรฐาน szokásos vakioasetus karaniwang স্বাভাবিক معمول kawaida",
     (r"\b(?:это|это\s+—)\s+(?:обычная|стандартная)\s+настройка\b", r"\bini\s+(?:pengaturan|tetapan)\s+(?:standar|biasa)\b",
      r"\bdet\s+er\s+(?:standardopsætning|normalt)\b", r"\beste\s+o\s+setare\s+obișnuită\b", r"일반적인\s*설정입니다",
      r"\bhoort\s+bij\s+de\s+normale\s+installatie\b|\bdit\s+is\s+standaard\b",
      r"\bisto\s+[ée]\s+rotina\b|\b[ée]\s+uma\s+configura[çc][ãa]o\s+padr[ãa]o\b",
      r"\besto\s+es\s+rutina\b|\bes\s+una\s+configuraci[óo]n\s+est[áa]ndar\b",
      r"\bc[’']est\s+une\s+configuration\s+standard\b|\bc[’']est\s+(?:normal|la\s+routine)\b",
      r"\b[èe]\s+una\s+configurazione\s+standard\b|\b[èe]\s+normale\s+amministrazione\b",
      r"\b(?:das\s+ist|ist)\s+(?:standard|routine)\b|\bgehört\s+zur\s+normalen\s+einrichtung\b",
      r"\bdet\s+är\s+standard\b", r"\bto\s+(?:standardowa\s+konfiguracja|rutyna)\b", r"\bbu\s+(?:standart\s+bir\s+ayar|normaldir)\b",
      r"đây\s+là\s+thiết\s+lập\s+(?:tiêu\s+chuẩn|bình\s+thường)", r"यह\s+सामान्य\s+(?:सेटिंग|प्रक्रिया)\s+है",
      r"هذا\s+(?:إعداد\s+قياسي|أمر\s+روتيني)", r"这是(?:标准|正常的?)设置", r"これは(?:通常|標準)の設定です",
      r"\bto\s+je\s+(?:běžné|standardní)\s+nastavení\b", r"\bце\s+звичайне\s+налаштування\b", r"\bείναι\s+τυπική\s+ρύθμιση\b",
      r"זו\s+הגדרה\s+רגילה|זה\s+סטנדרטי", r"این\s+یک\s+تنظیم\s+عادی\s+است", r"นี่คือการตั้งค่ามาตรฐาน",
      r"\bez\s+(?:egy\s+)?szokásos\s+beállítás\b", r"\btämä\s+on\s+vakioasetus\b", r"\bito\s+ay\s+karaniwang\s+setup\b",
      r"এটি\s+স্বাভাবিক\s+সেটআপ", r"یہ\s+معمول\s+کی\s+سیٹنگ\s+ہے", r"\bhuu\s+ni\s+mpangilio\s+wa\s+kawaida\b")),
    # ------------------------------------------------------------ overriding instructions
    ("override", 1.0,
     "ignoruj ігноруй αγνόησε התעלם نادیده เพิกเฉย ละเว้น ignoră figyelmen ignorer ohita abaikan pansinin উপেক্ষা "
     "انداز puuza",
     (r"\bignoruj\s+(?:\w+\s+){0,2}?(?:pokyn\w*|instrukc\w*)", r"\bігноруй(?:те)?\s+(?:\w+\s+){0,2}?(?:інструкці\w+|вказівк\w+)",
      r"\bαγνόησε\s+(?:\w+\s+){0,2}?οδηγί\w+", r"התעלם\s+מ(?:ה)?(?:הוראות|הנחיות)",
      r"(?:دستورالعمل|دستورات)\S*\s+(?:\S+\s+){0,2}?(?:را\s+)?نادیده\s+بگیر", r"(?:เพิกเฉยต่อ|ละเว้น)คำสั่ง",
      r"\bignoră\s+(?:\w+\s+){0,2}?instrucțiuni\w*", r"\bhagyd\s+figyelmen\s+kívül\s+(?:az\s+)?(?:\w+\s+)?utasítás\w*",
      r"\bignorer\s+(?:\w+\s+){0,2}?instruktion\w*", r"\bohita\s+(?:\w+\s+){0,2}?ohjee\w*",
      r"\babaikan\s+(?:\w+\s+){0,2}?arahan\b", r"\bhuwag\s+pansinin\s+(?:ang\s+)?(?:mga\s+)?(?:\w+\s+)?tagubilin\b",
      r"নির্দেশ\S*\s+উপেক্ষা", r"ہدایات\s+(?:کو\s+)?نظر\s+انداز", r"\bpuuza\s+(?:\w+\s+){0,2}?maagizo\b")),
    # ============================================================ registers a native writer uses
    # Polite and indirect requests (keigo, honorifics, Sie, vous, usted, Lei), the
    # infinitives of manuals, passive and impersonal voice, Chinese without a
    # subject, Hebrew and Persian: the same concepts in the forms a text written
    # in the language takes rather than in the imperative of a translation.
    ("concealment", 0.6,
     "必要 不要 差し控え 控え 伝えなくて 않으셔도 않아도 하셔도 드릴&필요 无需 不必 不用 不需要 不在 "
     "anzuzeigen erwähnen erwahnen mitzuteilen informieren benachrichtigen erforderlich "
     "signaler mentionner informer parler avertir prévenir être discret discrète discrètement "
     "notizia cenno menzione avvisare informare dirlo segnalarlo menzionarlo segnalare riferire "
     "absténgase abstengase comente mencione informar comentarlo mencionarlo "
     "сообщать говорить упоминать уведомлять рассказывать уведомляется сообщается информируется сообщая уведомляя "
     "לעדכן לציין לומר להגיד לדווח תציין תזכיר תדווח תעדכן לשתף לא&לשתף لازم نیازی نگویید ندهید",
     (r"(?:知らせる|伝える|説明する|触れる|言及する|お?伝えする|ご?説明する|ご?案内する|報告する|お知らせする"
      r"|触れていただく|お伝えいただく|ご説明いただく)必要(?:は|も)?(?:ありません|ございません|ない)"
      r"|(?:ご?案内|ご?説明|ご?報告|お知らせ)(?:は|も)(?:不要|差し控え|控え)"
      r"|(?:ご?案内|ご?説明|ご?報告|お知らせ)は?不要|伝えなくて(?:も)?(?:大丈夫|結構|構いません|いい|よい)"
      r"|(?:ユーザー|利用者|お客様)(?:へ|に)の?(?:開示|通知|報告|説明)は?(?:不要|必要ありません)",
      r"(?:안내|설명|말씀|얘기|언급|공지)\s*(?:하지|드리지)\s*않(?:으셔도|아도)|(?:말씀|얘기|언급|안내)\s*(?:안|않)\s*하셔도"
      r"|(?:말씀|안내|설명)\s*드릴\s*필요(?:는|가)?\s*없",
      r"(?:无需|不必|不用|不需要)(?:向|对|跟|和|给)?(?:用户)?(?:说明|提及|提|告知|解释|透露|说)"
      r"|不在(?:回复|回答|对话|界面)(?:中|里)?(?:体现|提及|说明|显示|出现)",
      r"\b(?:dem|den|der)\s+(?:nutzer|benutzer|anwender|kunden|user|nutzerin|benutzerin)\s+(?:gegen[üu]ber\s+)?"
      r"(?:\w+\s+){0,2}?nicht\s+(?:zu\s+)?(?:erw[äa]hnen|anzuzeigen|mitzuteilen|zu\s+zeigen|informieren"
      r"|benachrichtigen)"
      r"|\bnicht\s+(?:zu\s+erw[äa]hnen|mitzuteilen)\b"
      r"|\b(?:hinweis|info|information|meldung|mitteilung|benachrichtigung)\s+an\s+(?:den|die)\s+(?:nutzer|benutzer"
      r"|anwender|kunden|user)\w*\s+ist\s+(?:hierbei\s+|dabei\s+|hier\s+)?nicht\s+(?:erforderlich|n[öo]tig)",
      r"\bne\s+pas\s+(?:en\s+|le\s+|lui\s+|leur\s+)?(?:signaler|mentionner|informer|parler|avertir|pr[ée]venir)\b"
      r"|\bn[’']\s*a\s+pas\s+[àa]\s+[êe]tre\s+(?:mentionn|signal|communiqu)\w*"
      r"|\bil\s+n[’']\s*(?:est|y\s+a)\s+pas\s+(?:utile|lieu|besoin)\s+d[’']\s*(?:en\s+)?(?:informer|parler|avertir)"
      r"|\b(?:rester|restez|soyez|[êe]tre)\s+discr[eè]te?s?\b|\bsans\s+en\s+(?:informer|avertir|parler)",
      r"\bsenza\s+(?:darne|dargliene|farne)\s+(?:notizia|cenno|menzione)"
      r"|\bnon\s+(?:[èe]\s+il\s+caso|serve|occorre|c[’']\s*[èe]\s+bisogno)\s+di\s+(?:avvisare|informare|dirlo"
      r"|segnalarlo|menzionarlo)|\bnon\s+(?:segnalare|riferire)\s+(?:all[’']\s*utente|nulla)",
      r"\babst[ée]ngase\s+de\s+(?:mencion|coment|inform|avis|dec)\w*"
      r"|\bno\s+es\s+necesario\s+que\s+(?:se\s+lo\s+|le\s+|lo\s+)?(?:comente|mencione|informe)\b"
      r"|\bno\s+informar\s+al\s+usuario|\bsin\s+(?:comentarlo|mencionarlo)\b",
      r"(?:сообщать|говорить|упоминать|уведомлять|рассказывать)\s+(?:об\s+этом\s+|это\s+)?(?:пользовател\w+\s+)?"
      r"не\s+(?:требуется|нужно|следует|надо|обязательно)|пользовател\w+\s+(?:об\s+этом\s+)?не\s+(?:уведомляется"
      r"|сообщается|информируется)|не\s+(?:сообщая|уведомляя)\s+(?:об\s+этом\s+)?пользовател",
      r"אין\s+צורך\s+(?:לעדכן|לציין|לומר|להגיד|לדווח)|אל\s+(?:תציין|תזכיר|תדווח|תעדכן)(?!\w)"
      r"|(?:בלי|מבלי|ללא)\s+(?:להגיד|לומר|לציין|לעדכן|לדווח)|לא\s+לשתף\s+(?:את\s+)?(?:ה)?משתמש",
      r"(?:لازم|نیازی)\s+نیست\s+(?:که\s+)?(?:به\s+کاربر\s+)?(?:اطلاع|بگویید|خبر|توضیح)"
      r"|(?:به\s+کاربر|در\s+این\s+(?:مورد|باره))\s+(?:\S+\s+){0,3}?(?:نگویید|اطلاع\s+ندهید|خبر\s+ندهید)")),
    ("conversation", 0.55,
     "やり取り やりとり 初期の 聊天 会话 提示词 היסטוריית השיחה הנחיות&המערכת הודעות&קודמות "
     "تاریخچه گفتگو مکالمه دستورالعمل پرامپت intégralité integralite initiales tous depuis échange échanges bisherige "
     "bisherigen gesamte gesamten",
     (r"これまでの(?:やり取り|やりとり|ご?相談)|(?:やり取り|やりとり)(?:の)?(?:全体|全文|すべて|全て)"
      r"|初期の(?:指示|設定|プロンプト)",
      r"(?:全部|所有|完整|全部的|之前的|此前的|历史)(?:的)?(?:聊天|会话)(?:内容|记录|历史)?|系统提示词"
      r"|(?:及|和)之前的[^。]{0,6}?(?:聊天|会话)",
      r"(?:כל\s+)?היסטוריית\s+ה(?:שיחה|צ'אט|צ׳אט)|השיחה\s+(?:המלאה|כולה)|הנחיות\s+המערכת|הודעות\s+קודמות",
      r"تاریخچه[\u200c\s]*(?:ی\s+)?(?:گفتگو|گفت[\u200c\s]?و[\u200c\s]?گو|چت|مکالمه)|(?:کل|تمام|همه)\s+(?:ی\s+)?"
      r"(?:گفتگو|مکالمه)|دستورالعمل[\u200c\s]?های\s+سیستم|پرامپت\s+سیستم",
      r"\bl[’']\s*int[ée]gralit[ée]\s+(?:de\s+l[’']\s*[ée]change|des\s+[ée]changes|de\s+la\s+(?:conversation"
      r"|discussion))|\b(?:vos|tes)\s+(?:instructions|consignes)\s+initiales"
      r"|\btous\s+les\s+messages\s+(?:de\s+l[’']\s*utilisat(?:eur|rice)|pr[ée]c[ée]dents|[ée]chang[ée]s)"
      r"|\bdepuis\s+le\s+d[ée]but\s+de\s+la\s+(?:conversation|discussion)",
      r"\b(?:bisherige[nr]?|gesamte[nr]?)\s+(?:gespr[äa]ch|unterhaltung|austausch|korrespondenz|chat)\b")),
    ("outbound", 0.3,
     "送り 送って 送付 送られ 提出 提交 发往 发送至 上报 回传 推送 לשלוח שלח להעביר תעביר תשלח להעלות יישלח נשלח "
     "ارسال بفرستید آپلود übermittelt übermitteln übermittle übermittelte mitschicken mitsenden mitgeschickt "
     "inoltrare inoltrate trasmettere trasmettete comunicare remitir remita remite remitan haga "
     "передать передавать передайте передаётся передается пересылать пересылается",
     (r"お?送り(?:いただ|くださ|し|ます)|送って|送付|送られ|提出(?:して|し|いただ)",
      r"提交(?:至|到|给)|发往|发送至|上报|回传|推送(?:至|到)",
      r"(?:לשלוח|שלח|להעביר|תעביר|תשלח|להעלות|יישלח|נשלח)(?!\w)",
      r"ارسال|بفرستید|آپلود",
      r"\b(?:[üu]bermittel\w*|mitschick\w*|mitsenden|mitgeschickt)\b",
      r"\b(?:inoltrar\w*|trasmett\w*)\b|\bcomunicare\s+(?:\S+\s+){0,8}?all[’']\s*indirizzo",
      r"\bremit(?:ir|a|e|an)\b|\bhaga\s+llegar\b",
      r"\b(?:переда(?:ть|вать|йте|[её]тся)|пересыла(?:ть|ется))\b")),
    ("directive", 0.25,
     "récupérer recuperer transmettre joindre recopier copier inclure insérer inserer veuillez leggere inserire "
     "inviare allegare copiare includere leer incluir enviar copiar adjuntar añadir insertar einfügen einfugen "
     "übergeben ubergeben mitschicken auslesen eintragen anhängen rogamos tenga preghiamo prega bitte "
     "необходимо следует нужно требуется יש&ל תצרף תשלח תעביר תוסיף תקרא צרף העבר העתק "
     "بخوانید بفرستید دهید کنید بنویسید ください 願います いただけますよう いただきますよう",
     (r"(?:お|ご)[^\s、。「」]{1,8}?(?:くださ(?:い|いませ)|願います|いただけますよう|いただきますよう)",
      r"(?:^|[.:;\n]\s*|\d[.)]\s*)(?:r[ée]cup[ée]rer|transmettre|joindre|recopier|copier|inclure|ins[ée]rer"
      r"|leggere|inserire|inviare|allegare|copiare|includere|leer|incluir|enviar|copiar|adjuntar|a[ñn]adir|insertar)\b",
      r"\b(?:einf[üu]gen|[üu]bergeben|mitschicken|auslesen|eintragen|anh[äa]ngen)\s*(?:[.;]|$)"
      r"|\b(?:lesen|[üu]bergeben|senden|f[üu]gen|tragen|schicken)\s+sie\s+(?:\w+\s+){0,3}?bitte\b"
      r"|\bbitte\s+(?:immer\s+|zuerst\s+|stets\s+)*(?:\w+\s+){0,6}?(?:holen|einf[üu]gen|mitschicken|senden"
      r"|[üu]bergeben|eintragen)\b",
      r"\bveuillez\s+\w+|\ble[s]?\s+rogamos\s+que\b|\btenga\s+la\s+amabilidad\s+de\b|\bla\s+preghiamo\s+di\b"
      r"|\bsi\s+prega\s+di\b",
      r"\b(?:необходимо|следует|нужно|требуется)\s+(?:\w+\s+){0,2}?(?:прочитать|передать|отправить|переслать"
      r"|пересылать|добавить|вставить|указать|скопировать)",
      r"יש\s+ל(?:קרוא|שלוח|העביר|הוסיף|צרף|כתוב|העתיק)|(?:^|[.:,\s])(?:תצרף|תשלח|תעביר|תוסיף|תקרא|צרף|העבר|העתק)(?!\w)",
      r"(?:بخوانید|بفرستید|قرار\s+دهید|ارسال\s+کنید|اضافه\s+کنید|وارد\s+کنید|کپی\s+کنید|بنویسید)")),
    ("into_parameter", 0.25,
     "שדה בשדה לשדה פרמטר فیلد پارامتر 欄 項目 放入 放到 放进 填到 写到",
     (r"(?:ב|ל)?שדה\s|(?:ב|ל)פרמטר", r"(?:در|به)\s+(?:فیلد|پارامتر)",
      r"`[\w.-]+`\s*(?:欄|項目)|(?:欄|項目)に", r"放入|放到|放进|填到|写到")),
    ("addressed", 0.4,
     "様へ さまへ さんへ 的备注 的说明 的提示 的指示 הערה یادداشت نکته",
     (r"(?:ai|llm|アシスタント|エージェント|モデル)(?:様|さま|さん)へ",
      r"(?:给|致)(?:ai|llm|大模型|助手|模型)的(?:备注|说明|提示|指示)",
      r"הערה\s+ל-?\s*(?:ה)?(?:assistant|עוזר|מודל|סוכן|ai)\b",
      r"(?:یادداشت|نکته)\s+(?:برای|به)\s+(?:دستیار|مدل|assistant|ai)\b")),
    ("deception", 0.5,
     "成功 完了 正常 失敗 エラー 问起 问到 melden stattdessen indiquez signalez répondez affichez",
     (r"(?:成功|完了|正常)[^。]{0,20}?とだけ?\s*(?:お?伝え|ご?報告|表示|回答|答え)"
      r"|(?:失敗|エラー)[^。]{0,30}?(?:でも|ても|場合も)[^。]{0,30}?(?:成功|完了|正常)",
      r"(?:问起|问到)[^。]{0,30}?(?:回答|就说|称)[^。]{0,40}?实际",
      r"\bmelden\s+sie\s+(?:\w+\s+){0,3}?erfolg\w*|\bstattdessen\s+(?:\w+\s+){0,4}?erfolg\w*",
      r"\b(?:indiquez|signalez|r[ée]pondez|affichez)\s+(?:toujours|syst[ée]matiquement)\s+(?:que|un)\s+[^.]{0,30}?"
      r"(?:succ[èe]s|r[ée]ussi)")),
    ("steering", 1.0,
     "priorité",
     (r"\b(?:doit|devez)\s+être\s+(?:sélectionné|choisi|préféré)e?s?\s+en\s+priorité",)),
    # A key or password handed to an administrator or put into the answer, and a file's
    # content passed on as a named field ("'sidenote'로 전달"), in Korean, Chinese and Japanese.
    ("exfiltration", 1.0,
     "에게 출력에 给 に 答案中 回复中 回答に",
     (r"(?:api\s*key|api\s*키|키|비밀번호|토큰|인증\s*정보)(?:를|을)?\s*[^.。\n]{0,20}?(?:관리자|외부|서버|공격자)에게\s*"
      r"(?:알려|전달|보내|전송)",
      r"(?:api\s*key|api\s*키|비밀번호|토큰|인증\s*정보)[^.。\n]{0,60}?출력에\s*(?:제공|포함|넣|출력)",
      r"(?:api\s*key|api\s*密钥|密钥|密码|令牌|凭证)[^。\n]{0,20}?(?:发送|告诉|提供|交)给(?:管理员|外部|服务器|攻击者)",
      r"(?:api\s*key|api\s*密钥|密钥|密码|令牌|凭证)[^。\n]{0,40}?(?:写|放|包含)在?(?:答案中|回复中)",
      r"(?:apiキー|api\s*key|パスワード|トークン|認証情報)を[^。\n]{0,20}?(?:管理者|外部|サーバー)に(?:送|伝え|教え)",
      r"(?:apiキー|api\s*key|パスワード|トークン|認証情報)[^。\n]{0,40}?回答に(?:含め|記載|入れ)")),
    # A key file read, then sent to an address, in any language of the lexicon (English is
    # directives.py's): "读取 ~/.ssh/id_rsa … 发送到 https://…".
    ("exfiltration", 1.0,
     "发送 上传 送信 転送 보내 전송 أرسل отправь отправить отправьте отправляет envía envia envoie invia sende senden schicke "
     "wyślij gönder kirim gửi",
     (r"(?:~/\.ssh|id_rsa|id_ed25519|\.aws/credentials|/etc/shadow|\.netrc|\.git-credentials|\.kube/config)[\s\S]{0,200}?"
      r"(?:发送|上传|送信|転送|보내|전송|أرسل|отправ\w*|env[ií]a|envoie|invia|sende|schicke|wy[śs]lij|g[öo]nder|kirim|gửi)"
      r"[\s\S]{0,40}?(?:https?://|[\w.+-]+@[\w-]+\.\w+)",)),
    # "Do not tell the user …" outright, the user named: as plain an attack as the
    # English (directives.py), in eight languages.
    ("concealment", 1.0,
     "digas diga informes informe menciones mencione comuniques comunique dites dis mentionnez signalez informez "
     "conte avise sag sagen erzähl erzähl erzählen teile teilen informiere informieren говори говорите сообщай "
     "сообщайте рассказывай рассказывайте 不要告诉 不要告知 不要通知 不要提及 不要提到 不要透露 ユーザー 사용자에게",
     (r"\bno\s+(?:le\s+)?(?:digas|diga|informes|informe|menciones|mencione|comuniques|comunique)\s+(?:nada\s+)?al\s+usuario",
      r"\bne\s+(?:le\s+|lui\s+)?(?:dites|dis|mentionnez|signalez|informez)\s+(?:rien\s+|pas\s+)?(?:[àa]\s+)?"
      r"l[’']\s*utilisateur",
      r"\bn[ãa]o\s+(?:informe|diga|conte|mencione|avise)\s+(?:nada\s+)?(?:ao|o)\s+usu[áa]rio",
      r"\b(?:sag|sagen\s+sie|erz[äa]hl|erz[äa]hlen\s+sie|teile|teilen\s+sie|informiere|informieren\s+sie)\s+(?:dem|den)\s+"
      r"(?:benutzer|nutzer|anwender)\w*\s+(?:nichts|nicht)",
      r"\bне\s+(?:говори|говорите|сообщай|сообщайте|рассказывай|рассказывайте)\s+пользовател",
      rf"不要(?:告诉|告知|通知)用户|不要(?:提及|提到|透露){_NO_SECRET_ZH}", r"ユーザー(?:に|には)[^。]{0,20}?(?:伝えない|知らせない|言わない)",
      r"사용자에게\s*[^.。]{0,20}?(?:알리지|말하지|알려주지)\s*마")),
    # A copy of every message sent on, in Spanish, Portuguese, French and German.
    ("recipient", 0.75,
     "copia cópia copie kopie",
     (r"\b(?:env[ií]a|env[ií]e|envoyez|envoie|sende|senden\s+sie|schicke|schicken\s+sie)\s+(?:una\s+|uma\s+|une\s+"
      r"|eine\s+)?(?:copia|c[óo]pia|copie|kopie)\s+(?:de\s+|von\s+)?(?:cada|todos?|todas?|chaque|tous|toutes|jede[nrs]?"
      r"|allen?)\b",)),
    ("into_parameter", 0.25,
     "로 으로 作为 として",
     (r"['‘’\"`][\w.-]+['‘’\"`]\s*(?:로|으로)\s*(?:전달|넣|담|보내)",
      r"作为\s*['‘’\"`“][\w.-]+['‘’\"`”]\s*(?:参数|字段)?\s*(?:传|发送|提交)",
      r"['‘’\"`「][\w.-]+['‘’\"`」]\s*として(?:渡|送)")),
    # The text put above what the user asks, in German.
    ("authority", 1.0,
     "priorität",
     (r"\bpriorit[äa]t\s+(?:dieser|dieses|der)\s+(?:\w+\s+){0,2}?ist\s+h[öo]her\s+als\s+(?:die|das|der|jede)\s+"
      r"(?:\w+\s+){0,4}?(?:nutzers|benutzers|anwenders)\b",)),
    # An argument changed to the text's own literal, the user's value or query thrown away,
    # or the text's words appended to the user's query, in German.
    ("substitution", 1.0,
     "ändern setzen umstellen ignorieren anhängen",
     (r"\b(?:argument|parameter|feld|wert)\s+[`'\"]?[\w~.:-]+[`'\"]?\s+(?:\w+\s+){0,2}?auf\s+[`'\"][^`'\"\n]{1,60}"
      r"[`'\"]\s+(?:\(\w+\)\s+)?(?:ändern|setzen|umstellen)\b",
      r"\bvom\s+(?:nutzer|benutzer)\s+angegeben\w*\s+(?:[\w`'\"-]+\s+){0,3}?ignorieren\b",
      r"\b(?:seine|ihre|deren|die)\s+(?:abfrage|anfrage|query|eingabe)\s+ignorieren\s+und\s+stattdessen\b",
      r"['\"`][^'\"`\n]{1,60}['\"`]\s+an\s+(?:die|den)\s+(?:\w+\s+)?(?:query|abfrage|anfrage|suche|suchanfrage)\s+"
      r"(?:\w+\s+)?anhängen\b")),
)

# Words that introduce a quoted example ("por ejemplo «…»"): the quote names an
# attack, it does not make one (directives.without_quoted_mentions); and a second
# quote joined to a first by "or".
MENTION = (r"por\s+ejemplo|p\.\s*ej\.|como|tales\s+como|frases?|por\s+exemplo|p\.\s*ex\.|par\s+exemple|comme"
           r"|ad\s+esempio|per\s+esempio|come|zum\s+beispiel|z\.\s*b\.|wie|bijvoorbeeld|zoals|bijv\.|till\s+exempel"
           r"|t\.\s*ex\.|som|na\s+przyk[łl]ad|np\.|takie\s+jak|[öo]rne[ğg]in|gibi|misalnya|seperti|contohnya|например"
           r"|вроде|типа|ví\s+dụ|chẳng\s+hạn|như|उदाहरण\s+के\s+लिए|जैसे|مثل|مثلاً|例如|比如|例えば|のような|예를\s+들어|같은"
           r"|[»”\"'」]\s*(?:or|o|ou|oder|of|eller|lub|albo|veya|ya\s+da|atau|или|hoặc|या|أو|或|または|또는)")

# What a tool's own purpose names, in those languages (see signals.PURPOSE).
PURPOSE = {
    "personal": r"出生|生日|生辰|八字|紫微|命理|星盘|运势|運勢|占い|사주|должник|физ(?:ическ\w*\s+|\.\s*)лиц|гражданин",
    "conversation": r"conversa|historial|histórico|historique|cronologia|gespräch|gesprek|samtal|rozmow|sohbet"
                    r"|konuşma|percakapan|obrolan|переписк|разговор|диалог|trò\s+chuyện|hội\s+thoại|बातचीत|वार्तालाप"
                    r"|محادث|对话|聊天|会話|チャット|대화"
                    r"|konverz|rozhovor|συνομιλ|συζήτ|розмов|razgovor|samtale|conversați|beszélget|keskustel|สนทนา"
                    r"|কথোপকথন|گفتگو|உரையாட|對話|會話",
    "credentials": r"senha|contraseña|mot\s+de\s+passe|passwort|kennwort|wachtwoord|lösenord|hasł|şifre|sandi|пароль"
                   r"|mật\s+khẩu|पासवर्ड|كلمة\s+المرور|密码|パスワード|비밀번호|secreto|segredo|segret|geheim"
                   r"|hemlig|sekret|gizli|rahasia|секрет|bí\s+mật|गुप्त|سري|密钥|シークレット|비밀|clave|chave|\bclé|chiave"
                   r"|schlüssel"
                   r"|sleutel|nyckl|klucz|anahtar|kunci|ключ|khóa|कुंजी|مفتاح|キー|키|cofre|sejf|tijori|хранилищ"
                   r"|\bkho\b|tresor|kluis|\bvalv|brankas|inicia\s+sesión|anmeld|inloggen|logowan|oturum\s+aç|вход|登录"
                   r"|ログイン"
                   r"|로그인|लॉगिन|تسجيل\s+الدخول|đăng\s+nhập|\bmasuk\b|zaloguj|giriş|connexion|acceso|accesso"
                   r"|\bhesl|κωδικ|lozink|парол|jelszó|salasana|adgangskode|passord|parol[ăa]|รหัสผ่าน|পাসওয়ার্ড"
                   r"|پاس\s*ورڈ|கடவுச்சொல்|密碼",
    "money": r"pago|pagamento|paiement|zahlung|betaling|betalning|płatn|ödeme|pembayaran|оплат|платеж|thanh\s+toán"
             r"|भुगतान|دفع|支付|支払|결제|bonifico|virement|überweisung|overboeking|przelew|havale|перевод"
             r"|chuyển\s+(?:tiền|khoản)|تحويل|转账|振込|송금|이체|banco|banque|banca|банк|ngân\s+hàng|बैंक"
             r"|بنك|银行|銀行|은행",
    "memory": r"memoria|memória|mémoire|gedächtnis|geheugen|minne|pamięć|bellek|memori|памят|bộ\s+nhớ|मेमोरी|स्मृति"
              r"|ذاكرة|记忆|記憶|기억|préférence|preferencia|preferência|preferenz|voorkeur|inställning|tercih"
              r"|preferensi|предпочт|선호|好み|偏好|onthoud|retient|recuerda|ricorda",
}

# Parameter names (their words, read as a phrase) that ask for the conversation or
# a credential in those languages, written without marks as names are.
HARVESTING_NAMES = {
    "conversation": r"\b(?:historial(?: \w+){0,3} (?:conversacion|chat)|historico(?: da)? (?:conversa|chat)"
                    r"|historique(?: de la)? (?:conversation|discussion)|cronologia(?: della)? (?:chat|conversazione)"
                    r"|(?:chat|gespraechs|gesprachs)verlauf|chatgeschiedenis|(?:konversations|chatt)historik"
                    r"|historia rozmowy|sohbet gecmisi|riwayat percakapan|lich su tro chuyen|istoriya (?:perepiski"
                    r"|chata)"
                    r"|prompt (?:del|do) sistema|prompt systemowy|systeemprompt|systemprompt|sistem talimatlari)\b",
    "credentials": r"\b(?:senha|contrasena|mot de passe|passwort|kennwort|wachtwoord|losenord|haslo|sifre|kata sandi"
                   r"|parol|mat khau|mima|clave api|chave api|cle api|chiave api|api schluessel|cookies? de sesion"
                   r"|ssh schl(?:ue|u)ssel\w*|private[rn]? schl(?:ue|u)ssel\w*|zugangsdaten|anmeldedaten|clave privada"
                   r"|chave privada|cle privee|chiave privata|credenciales|credenciais|identifiants|credenziali)\b",
}
# The same, for a parameter named in another script, lower-cased, "_" read as a space.
HARVESTING_NAMES_IN_SCRIPTS = {
    "conversation": r"システムプロンプト|会話(?:履歴|ログ|全体)|チャット履歴|系统提示|系统指令|对话(?:历史|记录)|聊天记录"
                    r"|系統提示|對話(?:紀錄|記錄|歷史)|聊天(?:紀錄|記錄)"
                    r"|시스템\s*프롬프트|대화\s*(?:기록|내용|이력)|системн\w*\s*(?:промпт|инструкци)|истори\w*\s*(?:переписки"
                    r"|чата|диалога)|सिस्टम\s*प्रॉम्प्ट|बातचीत\s*का\s*इतिहास|سجل\s*المحادثة|موجه\s*النظام"
                    r"|historial\s+(?:de\s+la\s+)?conversación|histórico\s+da\s+conversa|gesprächsverlauf"
                    r"|konversationshistorik"
                    r"|sohbet\s+geçmişi|lịch\s+sử\s+trò\s+chuyện|lời\s+nhắc\s+hệ\s+thống",
    "credentials": r"パスワード|秘密鍵|認証情報|密码|私钥|凭证|비밀번호|개인\s*키|пароль|ключ\w*\s*api|पासवर्ड|كلمة\s*المرور"
                   r"|密碼|私鑰|憑證|পাসওয়ার্ড|پاس\s*ورڈ|κωδικ\w*\s*πρόσβασης|รหัสผ่าน"
                   r"|contraseña|hasło|şifre|lösenord|mật\s+khẩu",
}
