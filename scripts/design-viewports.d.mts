export interface DesignViewport {
  name: string;
  width: number;
  height: number;
  scale: number;
}
export declare const DESIGN_VIEWPORTS: readonly DesignViewport[];
