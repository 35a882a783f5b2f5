import { readFixture } from "../test-utils/fixture-content";
import { findTopic, selectReply, singularize, toWords, type ReplyScript } from "./chat-reply";

const script = readFixture<ReplyScript & { quickPrompts: string[] }>("chat.json");
const { projects } = readFixture<{ projects: { title: string }[] }>("projects.json");
const { experience } = readFixture<{ experience: { company: string }[] }>("experience.json");
const topicIds = script.topics.map((topic) => topic.id);
const replyOf = (id: string) => script.topics.find((topic) => topic.id === id)?.reply;
const answer = (text: string) => findTopic(text, script.topics)?.id ?? "fallback";

/** One question per topic, phrased the way a visitor might type it. */
const QUESTIONS: Record<string, string> = {
  "kids-ai-puppet": "What is the puppet for kids?",
  "protein-beer": "Tell me about the ALCOHOL-FREE beer!",
  "wake-up-bracelet": "How does the wake up bracelet work?",
  "nights-out-copilot": "what's the nights-out co-pilot",
  "chat-analyzer": "Can the chat analyser read my WhatsApp?",
  "supplement-analyzer": "Which supplements did you analyse?",
  "mustermann-ventures": "What is Mustermann Ventures?",
  "donau-venture-studio": "What did Alex do at the venture studio in Vienna?",
  brightloop: "How was Brightloop?",
  "ringstrasse-consulting": "Was Alex a consultant?",
  "kahlenberg-partners": "Kahlenberg Partners – what was that?",
  alpenbank: "Did Alex work at a bank?",
  "prater-audit": "Tell me about the audit internship",
  experience: "Tell me about Alex's experience",
  projects: "What projects has Alex built?",
  skills: "What are Alex's key skills?",
  tools: "Which tools does Alex use every day?",
  education: "Where did Alex go to university?",
  motivation: "What motivates Alex?",
  achievements: "What are Alex's biggest achievements?",
  contact: "How can I contact Alex?",
};

describe("selectReply with the topics of the full test content", () => {
  it("has a question for every topic and no question for a topic that is gone", () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual([...topicIds].sort());
  });

  it("covers every topic the spec names: projects, each project, each employer and the rest", () => {
    const employers = experience;
    expect(script.topics.length).toBeGreaterThanOrEqual(1 + projects.length + employers.length + 6);
    for (const id of ["projects", "skills", "tools", "education", "motivation", "achievements", "contact"]) {
      expect(topicIds).toContain(id);
    }
  });

  it.each(Object.entries(QUESTIONS))("reaches %s with %j", (id, question) => {
    expect(selectReply(question, script)).toBe(replyOf(id));
  });

  it.each(script.topics.flatMap((topic) => topic.keywords.map((keyword) => [keyword, topic.id])))(
    "keyword %j on its own reaches %s (no keyword is shadowed by an earlier topic)",
    (keyword, id) => {
      expect(answer(`so, ${keyword}?`)).toBe(id);
    },
  );

  it.each(projects.map((project) => project.title))("answers about the project %j by its title", (title) => {
    const id = answer(`Tell me about the ${title}`);
    expect(id).not.toBe("projects");
    expect(id).not.toBe("fallback");
    expect(replyOf(id)).toMatch(new RegExp(title.split(" ").pop() as string, "i"));
  });

  it.each(experience.map((entry) => entry.company))("answers about the employer %j by its name", (company) => {
    expect(replyOf(answer(`What did Alex do at ${company}?`))).toContain(company);
  });

  it.each(script.quickPrompts)("answers the quick prompt %j with a topic, not the fallback", (prompt) => {
    expect(answer(prompt)).not.toBe("fallback");
  });

  it.each(["What's the weather in Vienna?", "", "   ", "🤖", "bankrupt?", "<b>hello</b>"])(
    "gives the friendly fallback for %j",
    (text) => {
      expect(selectReply(text, script)).toBe(script.fallback);
    },
  );

  it("invites questions about projects, skills or experience in the fallback", () => {
    expect(script.fallback).toMatch(/projects/);
    expect(script.fallback).toMatch(/skills/);
    expect(script.fallback).toMatch(/experience/);
  });

  it("ignores case, punctuation, extra spaces and plurals", () => {
    for (const text of ["SKILLS", "skill", "  Skills?!  ", "your...skills", "skills\n\nplease"]) {
      expect(answer(text)).toBe("skills");
    }
    expect(answer("alcohol   free")).toBe("protein-beer");
    expect(answer("Alcohol-Free")).toBe("protein-beer");
    expect(answer("Your résumé")).toBe("experience");
    expect(answer("universities")).toBe("education");
  });

  it("lets the topic listed first win when a message names two topics", () => {
    expect(topicIds.indexOf("protein-beer")).toBeLessThan(topicIds.indexOf("projects"));
    expect(answer("Which projects besides the beer?")).toBe("protein-beer");
    expect(answer("How can I contact you about the beer?")).toBe("protein-beer");
    expect(answer("skills and tools")).toBe("skills");
    expect(answer("tools and skills")).toBe("skills");
  });
});

describe("findTopic with its own topics", () => {
  const topics = [
    { id: "first", keywords: ["night out"], reply: "1" },
    { id: "second", keywords: ["out", "bank"], reply: "2" },
  ];

  it("matches whole words only, in keyword order", () => {
    expect(findTopic("bankrupt", topics)).toBeUndefined();
    expect(findTopic("out at night", topics)?.id).toBe("second");
    expect(findTopic("a night out", topics)?.id).toBe("first");
  });

  it("ignores keywords that contain no words", () => {
    expect(findTopic("anything", [{ id: "empty", keywords: ["  ", "?!"], reply: "" }])).toBeUndefined();
  });
});

describe("toWords and singularize", () => {
  it("splits on anything but letters and digits and drops apostrophes", () => {
    expect(toWords("Alex's  CO-PILOT, 2024!")).toEqual(["alex", "co", "pilot", "2024"]);
    expect(toWords("Ringstraße’s")).toEqual(["ringstrasse"]);
  });

  it.each([
    ["projects", "project"],
    ["studies", "study"],
    ["classes", "class"],
    ["switches", "switch"],
    ["boxes", "box"],
    ["success", "success"],
    ["status", "status"],
    ["analysis", "analysis"],
    ["cvs", "cvs"],
    ["skill", "skill"],
  ])("folds %s to %s", (word, singular) => {
    expect(singularize(word)).toBe(singular);
  });
});
