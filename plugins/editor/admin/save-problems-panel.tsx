import React, { type CSSProperties } from "react";
import { createRoot, type Root } from "react-dom/client";
import { isChangeRequest, saveProblems } from "./save-problems";

/**
 * A refused save's reasons, in a panel that stays until the owner dismisses
 * it: Decap's own toast shows them behind "API_ERROR" and takes them away
 * after eight seconds, often before they are read.
 */
export function SaveProblemsPanel({ error, onDismiss }: { error: string; onDismiss(): void }) {
  const { title, lines } = saveProblems(error);
  return (
    <div role="alert" aria-labelledby="save-problems-title" style={PANEL}>
      <p id="save-problems-title" style={TITLE}>
        {title}
      </p>
      <ul style={LIST}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <p style={HINT}>Change what these lines name and publish again; nothing was written.</p>
      <button type="button" onClick={onDismiss} style={BUTTON}>
        Dismiss
      </button>
    </div>
  );
}

let root: Root | undefined;

function show(error: string | undefined) {
  if (!root) {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(error === undefined ? null : <SaveProblemsPanel error={error} onDismiss={() => show(undefined)} />);
}

/**
 * Watches the editor's requests to the local backend (`backendUrl`): a
 * change it refuses opens the panel with the backend's words, and a change
 * it accepts closes it.
 */
export function watchSaves(backendUrl: string) {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await send(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(backendUrl) && isChangeRequest(init?.body)) {
      if (response.ok) show(undefined);
      else
        void response
          .clone()
          .json()
          .then(
            ({ error }: { error?: unknown }) => typeof error === "string" && show(error),
            () => show(`The editing backend answered ${response.status} without saying why.`),
          );
    }
    return response;
  };
}

// Above Decap's toasts, in its own font, so it reads as the editor's.
const PANEL: CSSProperties = {
  position: "fixed",
  right: 24,
  bottom: 24,
  zIndex: 10000,
  maxWidth: 520,
  maxHeight: "60vh",
  overflow: "auto",
  padding: "16px 20px",
  borderRadius: 8,
  border: "1px solid #f5c2c7",
  borderLeft: "6px solid #d93a3a",
  background: "#fff",
  boxShadow: "0 8px 24px rgba(0,0,0,0.18)",
  font: "14px/1.5 system-ui, sans-serif",
  color: "#313d3e",
};
const TITLE: CSSProperties = { margin: 0, fontWeight: 700, color: "#a11d1d" };
const LIST: CSSProperties = { margin: "8px 0", paddingLeft: 20 };
const HINT: CSSProperties = { margin: "0 0 12px", color: "#5f6b7a" };
const BUTTON: CSSProperties = {
  padding: "6px 14px",
  borderRadius: 6,
  border: "1px solid #c7ccd1",
  background: "#fff",
  cursor: "pointer",
  font: "inherit",
  fontWeight: 600,
};
