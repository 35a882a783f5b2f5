import { readFixture } from "../../test-utils/fixture-content";
import { findEntry, findTopic, selectReply, type ReplyScript } from "./chat-reply";

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
  location: "Where is Alex based?",
  contact: "How can I contact Alex?",
};

describe("selectReply with the topics of the full test content", () => {
  it("has a question for every topic and no question for a topic that is gone", () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual([...topicIds].sort());
  });

  it("covers every topic: projects, each project, each employer and the rest", () => {
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

  it.each(["What's the weather in Vienna?", "", "   ", "🤖", "bankrupt?", "<b>bold</b>"])(
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

  it("ignores case, punctuation, extra spaces and inflections", () => {
    for (const text of ["SKILLS", "skill", "  Skills?!  ", "your...skills", "skills\n\nplease"]) {
      expect(answer(text)).toBe("skills");
    }
    expect(answer("alcohol   free")).toBe("protein-beer");
    expect(answer("Alcohol-Free")).toBe("protein-beer");
    expect(answer("Your résumé")).toBe("experience");
    expect(answer("universities")).toBe("education");
    expect(answer("Where did Alex study?")).toBe("education");
    expect(answer("What was Alex auditing?")).toBe("prater-audit");
  });

  it("gives a message naming two topics to the better match, and equal matches to the topic listed first", () => {
    expect(answer("Which projects and products besides the beer?")).toBe("projects");
    expect(answer("As product manager, did Alex build products?")).toBe("brightloop");
    expect(topicIds.indexOf("protein-beer")).toBeLessThan(topicIds.indexOf("projects"));
    expect(answer("Which projects besides the beer?")).toBe("protein-beer");
    expect(answer("skills and tools")).toBe("skills");
    expect(answer("tools and skills")).toBe("skills");
  });
});

describe("findTopic with its own topics", () => {
  const topic = (id: string, keywords: string[], synonyms: string[] | null = null) => ({
    id,
    keywords,
    synonyms,
    reply: id,
  });
  const find = (text: string, topics: ReturnType<typeof topic>[]) => findTopic(text, topics)?.id;

  it("matches whole words only, in keyword order, whatever their inflection", () => {
    const topics = [topic("first", ["night out"]), topic("second", ["out", "bank"])];
    expect(find("bankrupt", topics)).toBeUndefined();
    expect(find("out at night", topics)).toBe("second");
    expect(find("a night out", topics)).toBe("first");
    expect(find("nights out", topics)).toBe("first");
    expect(find("banking", topics)).toBe("second");
  });

  it("ignores keywords that contain no words", () => {
    expect(find("anything ?!", [topic("empty", ["  ", "?!"])])).toBeUndefined();
  });

  it("prefers more matched keywords, whichever topic is listed first", () => {
    const topics = [topic("beer", ["beer"]), topic("portfolio", ["project", "portfolio"])];
    expect(find("the beer in your project portfolio", topics)).toBe("portfolio");
    expect(find("the beer project", topics)).toBe("beer");
  });

  it("counts a keyword once however often the message repeats it", () => {
    const topics = [topic("portfolio", ["portfolio"]), topic("beer", ["beer"])];
    expect(find("beer beer beer portfolio", topics)).toBe("portfolio");
  });

  it("prefers a phrase to a single word, and a word one topic uses to a shared one", () => {
    const topics = [topic("projects", ["product"]), topic("pm", ["product manager"])];
    expect(find("as product manager", topics)).toBe("pm");
    // "venture" belongs to both topics, "fund" to one.
    const shared = [topic("ventures", ["ventures"]), topic("funds", ["fund", "venture capital"])];
    expect(find("ventures and funds", shared)).toBe("funds");
    expect(find("ventures", shared)).toBe("ventures");
  });

  it("counts a synonym less than a keyword, and more than nothing", () => {
    const topics = [topic("projects", ["project"], ["work"]), topic("jobs", ["job"], ["career"])];
    expect(find("your work and your job", topics)).toBe("jobs");
    expect(find("your career and your project", topics)).toBe("projects");
    expect(find("your career", topics)).toBe("jobs");
  });

  it("reads a long unknown word one typo away from a keyword as that keyword, but not a known or short one", () => {
    const topics = [topic("study", ["university", "studied"]), topic("studio", ["studio"]), topic("bank", ["bank"])];
    expect(find("which UNIVERISTY?", topics)).toBe("study");
    expect(find("univrsities", topics)).toBe("study");
    expect(find("studeid", topics)).toBe("study");
    expect(find("studio", topics)).toBe("studio");
    expect(find("bnak", topics)).toBeUndefined();
    expect(find("muniversity", topics)).toBeUndefined();
  });

  it("lets a correctly typed keyword outweigh a typo of another topic's", () => {
    const topics = [topic("study", ["university"]), topic("contact", ["contact"])];
    expect(find("univeristy contact", topics)).toBe("contact");
  });
});

describe("findEntry with small talk", () => {
  const script: ReplyScript = {
    topics: [{ id: "projects", keywords: ["project"], reply: "projects" }],
    smallTalk: [
      { keywords: ["hi", "hello"], reply: "greeting" },
      { keywords: ["thanks", "thank you"], reply: "thanks" },
    ],
    fallback: "fallback",
  };

  it("answers small talk that reaches no topic", () => {
    expect(selectReply("Hello!", script)).toBe("greeting");
    expect(selectReply("thank you so much", script)).toBe("thanks");
    expect(selectReply("hi, thanks", script)).toBe("greeting");
  });

  it("never lets small talk hide a question", () => {
    expect(selectReply("hi, what projects have you built?", script)).toBe("projects");
    expect(findEntry("thanks! and your projects?", script)).toBe(script.topics[0]);
  });

  it("falls back without small talk, or when none matches", () => {
    expect(selectReply("high five", script)).toBe("fallback");
    expect(selectReply("hello", { ...script, smallTalk: null })).toBe("fallback");
  });
});
