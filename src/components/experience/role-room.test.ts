import { roleRoom } from "./role-room";

// Four roles of 130 px text on a 176 px rhythm, in a box seen to 584 px whose last 48 px fade.
const roles = [0, 176, 352, 528].map((top) => ({ top, end: top + 130 }));

describe("roleRoom", () => {
  it("adds nothing when every role fits the box", () => {
    expect(roleRoom(roles.slice(0, 3), 584, 48, 160)).toBeNull();
    expect(roleRoom([], 584, 48, 160)).toBeNull();
  });

  it("pushes the role the box would cut below its edge, with room under the last whole one", () => {
    // The fourth role starts at 528, inside the fade; the third ends at 482, above it. The room takes the half pixel
    // a place read from offsetTop may be off by.
    expect(roleRoom(roles, 584, 48, 160)).toEqual({ role: 2, room: 57 });
  });

  it("shows one role fewer when the last whole one would end in the fade", () => {
    const tall = [0, 200, 400, 600].map((top) => ({ top, end: top + 160 }));
    // The third role ends at 560, inside the fade from 536: the second is the last shown whole.
    expect(roleRoom(tall, 584, 48, 200)).toEqual({ role: 1, room: 185 });
  });

  it("counts a role that ends on the fade's first pixel as reaching into it: its place may be rounded", () => {
    const rounded = [0, 200, 400, 600].map((top) => ({ top, end: top + 136 }));
    // The third role ends at 536, where the fade starts; read from offsetTop it may truly end at 536.5.
    expect(roleRoom(rounded, 584, 48, 200)).toEqual({ role: 1, room: 185 });
  });

  it("leaves a cut that only outsized room would mend", () => {
    const tall = [0, 200, 400, 600].map((top) => ({ top, end: top + 160 }));
    expect(roleRoom(tall, 584, 48, 160)).toBeNull();
  });

  it("adds nothing when the next role already starts where the box no longer shows it", () => {
    const clean = [0, 300, 600].map((top) => ({ top, end: top + 200 }));
    expect(roleRoom(clean, 584, 48, 160)).toBeNull();
  });
});
