// Blind German question set: written WITHOUT seeing the chat keyword/synonym lists or
// chat-questions.de.ts — only the topic replies and the visible page content were used.
// Intended as an independent measure of how well the German chat matches natural questions.
export const BLIND_GERMAN_QUESTIONS: [question: string, lands: string][] = [
  // small talk
  ["servus", "(small talk)"],
  ["Grüß Gott!", "(small talk)"],
  ["hallo :)", "(small talk)"],
  ["danke dir, sehr hilfreich", "(small talk)"],
  ["baba", "(small talk)"],
  ["ok passt, schönen tag noch", "(small talk)"],

  // off-topic
  ["wie wird das wetter am wochenende", "(fallback)"],
  ["kannst du mir a gutes schnitzel rezept geben", "(fallback)"],
  ["wer hat gestern das fussballspiel gewonnen", "(fallback)"],
  ["erzähl mir einen witz", "(fallback)"],

  // projects
  ["was ist das mit der handpuppe fur kinder", "kids-ai-puppet"],
  ["fur welches alter is die ki puppe gedacht?", "kids-ai-puppet"],
  ["proteinbier?? wie viel eiweiss is da drin", "protein-beer"],
  ["das bier mit protein klingt ur leiwand, wo kann ma das kaufen", "protein-beer"],
  ["wie funktioniert das weckarmband", "wake-up-bracelet"],
  ["ein armband das vibriert statt dem wecker, wie geht das", "wake-up-bracelet"],
  ["was macht der nights out copilot genau", "nights-out-copilot"],
  ["die app furs fortgehen, is die fur festivals?", "nights-out-copilot"],
  ["chat analyser: werden meine nachrichten gespeichert?", "chat-analyzer"],
  ["kann ich meinen whatsapp verlauf analysieren lassen", "chat-analyzer"],
  ["wie funktioniert der supplement analyzer", "supplement-analyzer"],
  ["kann ich damit meine nahrungsergenzungsmittel checken", "supplement-analyzer"],
  ["welche projekte hast du gemacht", "projects"],
  ["was hast du so alles gebaut", "projects"],

  // experience
  ["was machst du grad beruflich", "mustermann-ventures"],
  ["Was ist Mustermann Ventures?", "mustermann-ventures"],
  ["was hast du beim venture studio gemacht", "donau-venture-studio"],
  ["donau venture studio – welche rolle hattest du dort", "donau-venture-studio"],
  ["brightloop was war da deine aufgabe", "brightloop"],
  ["wie hast du die retention bei brightloop so gesteigert", "brightloop"],
  ["ringstrasse consulting was war da dein job", "ringstrasse-consulting"],
  ["kahlenberg partners, was hast du dort gemacht", "kahlenberg-partners"],
  ["wie war dein praktikum bei der alpenbank", "alpenbank"],
  ["du hast auch mal in der wirtschaftsprufung gearbeitet?", "prater-audit"],
  ["wo hast du vorher überall gearbeitet", "experience"],
  ["wie viel berufserfarung hast du", "experience"],

  // skills, tools, education
  ["was sind deine stärken", "skills"],
  ["was kann alex besonders gut", "skills"],
  ["welche tools verwendest du im alltag", "tools"],
  ["arbeitest du eher mit notion oder jira", "tools"],
  ["was hast du studiert", "education"],
  ["Welche Ausbildung hat Alex?", "education"],

  // motivation, achievements
  ["warum machst du das eigentlich alles", "motivation"],
  ["was treibt dich an", "motivation"],
  ["was sind deine grossten erfolge", "achievements"],
  ["worauf bist du am meisten stolz", "achievements"],

  // location, contact
  ["wo wohnst du eigentlich", "location"],
  ["bist du remote verfugbar oder nur vor ort", "location"],
  ["wie kann ich dich erreichen", "contact"],
  ["konnen wir mal einen call ausmachen?", "contact"],
];
