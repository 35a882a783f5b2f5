import type { Messages } from "./messages";

/**
 * The interface's fixed texts in German, addressing the visitor as "du" like the
 * placeholder content does: the same keys and placeholders as ENGLISH_MESSAGES (messages.test.ts checks
 * both). Only the build reads this table, to hand it to the German page's
 * MessagesProvider; components never import it.
 */
export const GERMAN_MESSAGES: Messages = {
  // Layout and header
  "layout.skipToContent": "Zum Hauptinhalt springen",
  "themeToggle.toDark": "Zum dunklen Design wechseln",
  "themeToggle.toLight": "Zum hellen Design wechseln",
  "languageSwitch.label": "Sprache",
  "header.sections": "Abschnitte",
  "header.menu": "Menü",
  "common.opensInNewTab": "(öffnet in neuem Tab)",

  // The sections' names in the footer's quick links
  "sections.home": "Start",
  "sections.about": "Über mich",
  "sections.projects": "Projekte",
  "sections.experience": "Werdegang",
  "sections.contact": "Kontakt",

  // Hero
  "hero.loadingPhotos": "Fotos werden geladen",
  "hero.loading": "Wird geladen …",
  "hero.downloadCv": "CV herunterladen",
  "hero.linkedin": "LinkedIn",
  "hero.contactMe": "Schreib mir",

  // The hero's photo stack
  "photoStack.label": "Fotogalerie",
  "photoStack.photoOf": "Foto {n} von {count}",
  "photoStack.next": "Nächstes Foto",
  "photoStack.hint": "Zieh das Foto zur Seite oder drück die linke oder rechte Pfeiltaste, um das nächste zu sehen.",

  // About
  "about.title": "Über mich",
  "about.glance.title": "Auf einen Blick",
  "about.skills.heading": "Kompetenzen",
  "about.skills.label": "Kompetenzen",
  "about.skills.previous": "Vorherige Kompetenz",
  "about.skills.next": "Nächste Kompetenz",
  "about.skills.choose": "Kompetenz auswählen",
  "about.tools.heading": "Meine Tools",
  "about.tools.label": "Tools",
  "about.tools.previous": "Vorheriges Tool",
  "about.tools.next": "Nächstes Tool",
  "about.tools.choose": "Tool auswählen",

  // Projects
  "projects.title": "Projekte",
  "projects.label": "Projekte",
  "projects.previous": "Vorheriges Projekt",
  "projects.next": "Nächstes Projekt",
  "projects.choose": "Projekt auswählen",
  "projects.viewProject": "Projekt ansehen",

  // Experience
  "experience.title": "Werdegang",
  "experience.label": "Werdegang",
  "experience.previous": "Vorherige Station",
  "experience.next": "Nächste Station",
  "experience.choose": "Station auswählen",
  "experience.highlight": "{company} hervorheben",
  "experience.showEarlier": "Frühere Stationen zeigen",

  // Chat
  "chat.title": "Frag meine KI",
  "chat.lead": "Neugierig auf ein Projekt, eine Kompetenz oder eine frühere Station? Frag den Assistenten.",
  "chat.privacyTitle": "Ganz privat",
  "chat.privacyNote": "Nichts, was du tippst, verlässt diese Seite.",
  "chat.speedTitle": "Antwortet in einer Sekunde",
  "chat.speedNote": "Tipp auf eine vorgeschlagene Frage oder schreib deine eigene.",
  "chat.sourceTitle": "Nichts erfunden",
  "chat.sourceNote": "Jede Antwort stammt von {name} selbst.",
  "chat.human": "Lieber {name} direkt fragen?",
  "chat.humanLink": "E-Mail schreiben",
  "chat.assistantName": "KI von {name}",
  "chat.onlineStatus": "Immer online",
  "chat.conversation": "Unterhaltung",
  "chat.you": "Du",
  "chat.typing": "Die KI von {name} schreibt …",
  "chat.suggestedQuestions": "Vorgeschlagene Fragen",
  "chat.inputLabel": "Nachricht an die KI von {name}",
  "chat.inputPlaceholder": "Frag mich etwas …",
  "chat.send": "Nachricht senden",

  // Contact
  "contact.title": "Lass uns zusammenarbeiten",
  "contact.pauseTagline": "Wechselnden Slogan anhalten",
  "contact.pause": "Anhalten",
  "contact.resume": "Fortsetzen",
  "contact.resumeTagline": "Wechselnden Slogan fortsetzen",
  "contact.sayHi": "Einfach Hallo sagen",
  "typingDots.label": "schreibt …",

  // Footer
  "footer.quickLinks": "Schnellzugriff",
  "footer.getInTouch": "Kontakt aufnehmen",
  "footer.linkedin": "{name} auf LinkedIn (öffnet in neuem Tab)",
  "footer.email": "E-Mail an {name}",
  "footer.linkedinLabel": "LinkedIn",
  "footer.emailLabel": "E-Mail",
  "footer.copyright": "© {year} {name}. Alle Rechte vorbehalten.",

  // Carousels
  "carousel.roleDescription": "Karussell",
  "carousel.slideRoleDescription": "Folie",
  "carousel.slideLabel": "{n} von {count}",
  "carousel.status": "{label}: {n} von {count}",
  "carousel.goToSlide": "Folie {n} anzeigen",
  "carousel.counter": "{n} / {count}",

  // Texte: die Übersicht, jeder Beitrag und sein Feed
  "writing.title": "Texte",
  "writing.pageTitle": "Texte – {name}",
  "writing.lead":
    "Notizen übers Produktebauen: was ich versucht habe, was funktioniert hat und was ich wieder tun würde.",
  "writing.feed": "{name}: Texte",
  "writing.feedLink": "RSS-Feed",
  "writing.readingTime": "{minutes} Min. Lesezeit",
  "writing.allPosts": "Alle Texte",
  "writing.morePosts": "Weitere Texte",
  "writing.older": "Älterer Beitrag",
  "writing.newer": "Neuerer Beitrag",
  "writing.footnotes": "Fußnoten",
  "writing.backToReference": "Zurück zu Verweis {n}",
  "caseStudy.label": "Fallstudie",
  "caseStudy.pageTitle": "{title} – Fallstudie von {name}",
  "caseStudy.allProjects": "Alle Projekte",
  "projects.readCaseStudy": "Zur Fallstudie",

  // The 404 page
  "notFound.title": "Seite nicht gefunden – {name}",
  "notFound.message": "Hoppla! Diese Seite gibt es nicht.",
  "notFound.backHome": "Zur Startseite",
  "notFound.hint":
    "Die Adresse hat sich vielleicht geändert, oder ein Link war vertippt. Alles, woran ich arbeite, ist eine Seite entfernt.",

  // The whole-page error message
  "errorBoundary.title": "Ein unerwarteter Fehler ist aufgetreten.",
  "errorBoundary.reload": "Seite neu laden",
};
