/**
 * Every fixed text of the interface, in English: one flat table with dotted
 * keys grouped by where the text appears, and the shape every other
 * language's table (de.ts) repeats. Placeholders are written `{name}` and
 * filled in by formatMessage. Only the build and the tests import a table:
 * a page gets its own language's from its page context.
 */
export const ENGLISH_MESSAGES = {
  // Layout and header
  "layout.skipToContent": "Skip to main content",
  "themeToggle.toDark": "Switch to dark mode",
  "themeToggle.toLight": "Switch to light mode",
  "languageSwitch.label": "Language",
  "header.sections": "Sections",
  "header.menu": "Menu",
  "common.opensInNewTab": "(opens in a new tab)",

  // The sections' names in the footer's quick links
  "sections.home": "Home",
  "sections.about": "About",
  "sections.projects": "Projects",
  "sections.experience": "Experience",
  "sections.contact": "Contact",

  // Hero
  "hero.loadingPhotos": "Loading photos",
  "hero.loading": "Loading...",
  "hero.downloadCv": "Download CV",
  "hero.linkedin": "LinkedIn",
  "hero.contactMe": "Contact Me",

  // The hero's photo stack
  "photoStack.label": "Photo gallery",
  "photoStack.photoOf": "Photo {n} of {count}",
  "photoStack.next": "Next photo",
  "photoStack.hint": "Drag the photo sideways, or press the left or right arrow key, to see the next one.",

  // About
  "about.title": "About me",
  "about.glance.title": "At a glance",
  "about.skills.heading": "Skills",
  "about.skills.label": "Skills",
  "about.skills.previous": "Previous skill",
  "about.skills.next": "Next skill",
  "about.skills.choose": "Choose skill",
  "about.tools.heading": "Tools I use",
  "about.tools.label": "Tools",
  "about.tools.previous": "Previous tool",
  "about.tools.next": "Next tool",
  "about.tools.choose": "Choose tool",

  // Projects
  "projects.title": "Projects",
  "projects.label": "Projects",
  "projects.previous": "Previous project",
  "projects.next": "Next project",
  "projects.choose": "Choose project",
  "projects.viewProject": "View project",

  // Experience
  "experience.title": "Experience",
  "experience.label": "Experience",
  "experience.previous": "Previous role",
  "experience.next": "Next role",
  "experience.choose": "Choose role",
  "experience.highlight": "Highlight {company}",
  "experience.showEarlier": "Show earlier roles",

  // Chat
  "chat.title": "Ask my AI",
  "chat.lead": "Curious about a project, a skill or a past role? Ask the assistant.",
  "chat.privacyTitle": "Private by design",
  "chat.privacyNote": "Nothing you type leaves this page.",
  "chat.speedTitle": "Answers in about a second",
  "chat.speedNote": "Tap a suggested question, or type your own.",
  "chat.sourceTitle": "Nothing made up",
  "chat.sourceNote": "{name} wrote every answer.",
  "chat.human": "Rather ask {name} directly?",
  "chat.humanLink": "Send an email",
  "chat.assistantName": "{name}'s AI",
  "chat.onlineStatus": "Always online",
  "chat.conversation": "Conversation",
  "chat.you": "You",
  "chat.typing": "{name}'s AI is typing…",
  "chat.suggestedQuestions": "Suggested questions",
  "chat.inputLabel": "Message {name}'s AI",
  "chat.inputPlaceholder": "Ask me anything…",
  "chat.send": "Send message",

  // Contact
  "contact.title": "Let’s work together",
  "contact.pauseTagline": "Pause rotating tagline",
  "contact.pause": "Pause",
  "contact.resume": "Resume",
  "contact.resumeTagline": "Resume rotating tagline",
  "contact.sayHi": "Just Say Hi",
  "typingDots.label": "typing",

  // Footer
  "footer.quickLinks": "Quick links",
  "footer.getInTouch": "Get in touch",
  "footer.linkedin": "{name} on LinkedIn (opens in a new tab)",
  "footer.email": "Email {name}",
  // What the two links show beside their icons; their full names above say more to a screen reader.
  "footer.linkedinLabel": "LinkedIn",
  "footer.emailLabel": "Email",
  "footer.copyright": "© {year} {name}. All rights reserved.",

  // Carousels
  "carousel.roleDescription": "carousel",
  "carousel.slideRoleDescription": "slide",
  "carousel.slideLabel": "{n} of {count}",
  "carousel.status": "{label}: {n} of {count}",
  "carousel.goToSlide": "Go to slide {n}",
  "carousel.counter": "{n} / {count}",

  // Writing: the posts' index, each post, and its feed
  "writing.title": "Writing",
  "writing.pageTitle": "Writing – {name}",
  "writing.lead": "Notes on building products: what I tried, what worked, and what I would do again.",
  "writing.feed": "{name}: Writing",
  "writing.feedLink": "RSS feed",
  "writing.readingTime": "{minutes} min read",
  "writing.allPosts": "All posts",
  "writing.morePosts": "More posts",
  "writing.older": "Older post",
  "writing.newer": "Newer post",
  "writing.footnotes": "Footnotes",
  "writing.backToReference": "Back to reference {n}",
  "caseStudy.label": "Case study",
  "caseStudy.pageTitle": "{title} – case study by {name}",
  "caseStudy.allProjects": "All projects",
  "projects.readCaseStudy": "Read the case study",

  // The 404 page
  "notFound.title": "Page not found – {name}",
  "notFound.message": "Oops! Page not found",
  "notFound.backHome": "Return to Home",
  "notFound.hint": "The address may have moved, or a link was mistyped. Everything I work on is one page away.",

  // The whole-page error message
  "errorBoundary.title": "Unexpected Application Error!",
  "errorBoundary.reload": "Reload the page",
} as const;
