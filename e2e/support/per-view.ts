import { screenAt } from "../../src/lib/breakpoints";
import { slidesPerView } from "../../src/features/carousel/logic";
import { PROJECTS_PER_VIEW } from "../../src/lib/constants";

/**
 * The projects a viewport of this width shows at once, read from the one
 * declaration the page uses (whose unit test pins the required 1, 2 and 3), so
 * a new step such as four from xl changes the expectation with the page.
 */
export const projectsPerViewAt = (width: number) => slidesPerView(PROJECTS_PER_VIEW, screenAt(width));
