// The only way the client talks to the server: PROTOCOL.md (JSON over HTTP, one WebSocket per seat).

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.error) || `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

export const get = (path) => api("GET", path);
export const post = (path, body) => api("POST", path, body);

export function query(params) {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

// The seat's live view: the server sends it at once and after every change. Reconnects with
// back-off (a server restart mid-game comes back to the same position on its own).
export function watchTable(table, token, { onView, onLink }) {
  let socket = null;
  let closed = false;
  let delay = 250;
  let timer = null;
  const open = () => {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(table)}${query({ token })}`);
    socket.onopen = () => {
      delay = 250;
      onLink(true);
    };
    socket.onmessage = (event) => onView(JSON.parse(event.data));
    socket.onclose = () => {
      onLink(false);
      if (closed) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, 4000);
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    if (socket) socket.close();
  };
}
