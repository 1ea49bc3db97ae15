// client.js: the web client. One WebSocket to /ws on the page's own host
// (wss:// when the page came over https); each message from the server is
// JSON: {"config":{"max_line":N}} first, {"text":...} output with ANSI
// colours, {"prompt":true}, {"echo":false|true} (mask the input for a
// password) or {"gmcp":"Package.Name","data":...}. Each line typed is
// sent as one text message. Server text is only ever put in the page as
// text nodes (and http(s) links made by the page): it can never become
// markup. See docs/web.md.
"use strict";

const MAX_LINES = 2000;      // output lines kept
const MAX_HISTORY = 100;

const out = document.getElementById("output");
const input = document.getElementById("input");
const statusEl = document.getElementById("status");
let ws = null;
let retry = 0;
let echoOff = false;
let ended = false;           // closed by the game: connect on the next Enter
const history = [];
let histPos = 0;
let draft = "";              // what was being typed before going up

// ---- ANSI SGR rendering ------------------------------------------------
const BASE16 = ["#000000", "#aa0000", "#00aa00", "#aa5500", "#0000aa",
  "#aa00aa", "#00aaaa", "#aaaaaa", "#555555", "#ff5555", "#55ff55",
  "#ffff55", "#5555ff", "#ff55ff", "#55ffff", "#ffffff"];

function colour256(n) {
  if (n < 16) return BASE16[n];
  if (n >= 232) {
    const g = 8 + (n - 232) * 10;
    return "rgb(" + g + "," + g + "," + g + ")";
  }
  n -= 16;
  const step = [0, 95, 135, 175, 215, 255];
  return "rgb(" + step[Math.floor(n / 36)] + "," +
    step[Math.floor(n / 6) % 6] + "," + step[n % 6] + ")";
}

let style = {};
let carry = "";              // an escape sequence cut between messages

function sgr(params) {
  const p = params === "" ? [0] : params.split(";").map(x => parseInt(x, 10) || 0);
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === 0) style = {};
    else if (c === 1) style.bold = true;
    else if (c === 3) style.italic = true;
    else if (c === 4) style.underline = true;
    else if (c === 7) style.inverse = true;
    else if (c === 22) style.bold = false;
    else if (c === 23) style.italic = false;
    else if (c === 24) style.underline = false;
    else if (c === 27) style.inverse = false;
    else if (c >= 30 && c <= 37) style.fg = c - 30;
    else if (c === 39) delete style.fg;
    else if (c >= 40 && c <= 47) style.bg = BASE16[c - 40];
    else if (c === 49) delete style.bg;
    else if (c >= 90 && c <= 97) style.fg = c - 90 + 8;
    else if (c >= 100 && c <= 107) style.bg = BASE16[c - 100 + 8];
    else if ((c === 38 || c === 48) && p[i + 1] === 5) {
      const col = colour256(p[i + 2] & 255);
      if (c === 38) style.fg = col; else style.bg = col;
      i += 2;
    } else if ((c === 38 || c === 48) && p[i + 1] === 2) {
      const col = "rgb(" + (p[i + 2] & 255) + "," + (p[i + 3] & 255) + "," +
        (p[i + 4] & 255) + ")";
      if (c === 38) style.fg = col; else style.bg = col;
      i += 4;
    }
  }
}

function fgColour() {
  let fg = style.fg;
  if (fg === undefined) return null;
  if (typeof fg === "number") {
    if (style.bold && fg < 8) fg += 8;
    return BASE16[fg];
  }
  return fg;
}

// http(s) addresses in the text become links; nothing else does.
const URL_RE = /\bhttps?:\/\/[^\s<>"'`\\\x00-\x1f\x7f]+/g;

function linkify(s, text) {
  let last = 0, m;
  URL_RE.lastIndex = 0;
  while ((m = URL_RE.exec(text)) !== null) {
    // Punctuation ending a sentence is not part of the address.
    const url = m[0].replace(/[.,;:!?)\]}]+$/, "");
    if (m.index > last) s.appendChild(document.createTextNode(
      text.slice(last, m.index)));
    const a = document.createElement("a");
    a.href = url;
    a.textContent = url;    // text, never markup
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    s.appendChild(a);
    last = m.index + url.length;
    URL_RE.lastIndex = last;
  }
  if (last < text.length) s.appendChild(document.createTextNode(
    text.slice(last)));
}

function span(text) {
  const s = document.createElement("span");
  if (text.includes("http")) linkify(s, text);
  else s.textContent = text;     // text, never markup
  let fg = fgColour(), bg = style.bg || null;
  if (style.inverse) { const t = fg || "#cccccc"; fg = bg || "#111111"; bg = t; }
  if (fg) s.style.color = fg;
  if (bg) s.style.backgroundColor = bg;
  if (style.bold) s.classList.add("b");
  if (style.italic) s.classList.add("i");
  if (style.underline) s.classList.add("u");
  return s;
}

function trim() {
  // Keep the page small: drop the oldest output past MAX_LINES lines.
  while (out.childNodes.length > MAX_LINES * 4) out.removeChild(out.firstChild);
}

function atBottom() {
  return out.scrollHeight - out.scrollTop - out.clientHeight < 40;
}

function show(text) {
  const stick = atBottom();
  text = carry + text;
  carry = "";
  const frag = document.createDocumentFragment();
  let i = 0, plain = "";
  while (i < text.length) {
    const ch = text[i];
    if (ch !== "\x1b") { plain += ch; i++; continue; }
    if (i + 1 >= text.length) { carry = text.slice(i); break; }
    if (text[i + 1] !== "[") { i += 2; continue; }   // other escapes: dropped
    let j = i + 2;
    while (j < text.length && /[0-9;?]/.test(text[j])) j++;
    if (j >= text.length) {
      if (text.length - i < 64) carry = text.slice(i);
      break;
    }
    if (plain) { frag.appendChild(span(plain)); plain = ""; }
    if (text[j] === "m") sgr(text.slice(i + 2, j));
    i = j + 1;                  // any other CSI: dropped
  }
  if (plain) frag.appendChild(span(plain));
  out.appendChild(frag);
  trim();
  if (stick) out.scrollTop = out.scrollHeight;
}

function note(text, cls) {
  const s = document.createElement("div");
  s.className = cls || "note";
  s.textContent = text;
  out.appendChild(s);
  out.scrollTop = out.scrollHeight;
}

// ---- GMCP panels -------------------------------------------------------
function setVital(id, cur, max) {
  const el = document.getElementById(id);
  if (typeof cur !== "number" || typeof max !== "number") return;
  const pct = max > 0 ? Math.max(0, Math.min(100, 100 * cur / max)) : 0;
  el.querySelector(".fill").style.width = pct + "%";
  el.querySelector(".label").textContent =
    el.querySelector(".label").textContent.split(" ")[0] + " " + cur + "/" + max;
  el.dataset.value = cur;
  el.dataset.max = max;
}

const DIRS = ["north", "east", "south", "west", "up", "down", "northeast",
  "northwest", "southeast", "southwest", "in", "out"];

// Room.Info's "doors" uses the short keys: n, e, s ... in, out.
const SHORT = { north: "n", east: "e", south: "s", west: "w", up: "u",
  down: "d", northeast: "ne", northwest: "nw", southeast: "se",
  southwest: "sw" };

// Not in the game (not yet, or no longer): no exits to click, the room
// and the vitals greyed out as old news.
function stale() {
  document.getElementById("exits").textContent = "";
  document.getElementById("room").classList.add("stale");
  document.getElementById("bar").classList.add("stale");
}

function showRoom(info) {
  if (!info || typeof info !== "object") return;
  document.getElementById("room").classList.remove("stale");
  document.getElementById("room-name").textContent = String(info.name || "");
  document.getElementById("room-area").textContent = String(info.area || "");
  const box = document.getElementById("exits");
  box.textContent = "";
  // "fullexits" names each exit in words; "exits" uses the short keys
  // mappers read (n, s, u...).
  const full = info.fullexits && typeof info.fullexits === "object" ?
    info.fullexits : null;
  const exits = full || (info.exits && typeof info.exits === "object" ?
    info.exits : {});
  const keys = Object.keys(exits);
  const names = DIRS.filter(d => keys.includes(d))
    .concat(keys.filter(k => !DIRS.includes(k) && k.length > 2));
  const doors = info.doors && typeof info.doors === "object" ?
    info.doors : {};
  for (const dir of names) {
    const b = document.createElement("button");
    const door = doors[SHORT[dir] || dir] ?? doors[dir];
    b.type = "button";
    b.className = "exit";
    b.textContent = dir;
    b.dataset.dir = dir;
    if (typeof door === "string") {
      // "open", "closed" or "locked": shown, and the button says so.
      b.dataset.door = door;
      b.classList.add("door-" + door.replace(/[^a-z]/g, ""));
      b.title = "a door, " + door;
      if (door !== "open") b.textContent = dir + " (" + door + ")";
    }
    b.addEventListener("click", () => { send(dir, true); input.focus(); });
    box.appendChild(b);
  }
}

function gmcp(name, data) {
  switch (String(name).toLowerCase()) {
  case "char.vitals":
    if (!data) return;
    document.getElementById("bar").classList.remove("stale");
    setVital("hp", data.hp, data.maxhp);
    setVital("mana", data.mana, data.maxmana);
    setVital("mv", data.mv, data.maxmv);
    break;
  case "room.info":
    showRoom(data);
    break;
  }
}

// ---- the connection ----------------------------------------------------
function setEcho(on) {
  echoOff = !on;
  input.type = on ? "text" : "password";
  input.value = "";
}

// Why a close came, in words, for the codes the server sends.
const CLOSES = {
  1001: "the server heard nothing from this page for too long",
  1002: "the server refused a broken frame",
  1003: "the server takes text only",
  1006: "the connection dropped",
  1007: "the server refused text that is not UTF-8",
  1008: "the server refused what this page sent",
  1009: "a line was too long",
  1011: "a server error",
  1012: "the server is restarting",
};

function connect() {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") +
    location.host + "/ws";
  statusEl.textContent = "connecting…";
  statusEl.className = "off";
  ws = new WebSocket(url);
  ws.onopen = () => {
    retry = 0;
    statusEl.textContent = "connected";
    statusEl.className = "on";
    stale();                 // exits again once in the game (Room.Info)
  };
  ws.onmessage = ev => {
    let m;
    try { m = JSON.parse(ev.data); } catch (e) { return; }
    if (m.config && typeof m.config.max_line === "number" &&
        m.config.max_line > 0)
      input.maxLength = m.config.max_line;
    if (typeof m.text === "string") show(m.text);
    if (typeof m.echo === "boolean") setEcho(m.echo);
    if (typeof m.gmcp === "string") gmcp(m.gmcp, m.data);
  };
  ws.onclose = ev => {
    ws = null;
    setEcho(true);
    statusEl.textContent = "disconnected";
    statusEl.className = "off";
    stale();
    // The next connection starts with plain text.
    style = {};
    carry = "";
    // The game ended the session (quit): connect again when asked.
    if (ev.code === 1000) {
      ended = true;
      note("The game closed the connection; press Enter to connect again.");
      return;
    }
    // Dropped: try again, waiting about 1, 2, 4 ... 30 s (jittered, so
    // that the pages of a restarted server do not all come at once).
    const wait = Math.min(30, 2 ** retry++) * (0.75 + Math.random() / 2);
    const why = ev.reason || CLOSES[ev.code] || "";
    note("Connection lost" + (why ? " (" + ev.code + ": " + why + ")" : "") +
      "; reconnecting in " + wait.toFixed(1) + " s.");
    setTimeout(connect, wait * 1000);
  };
}

function send(line, shown) {
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    note("Not connected.");
    return;
  }
  ws.send(line);
  if (!echoOff) note(line, "echo");
}

// ---- the input line and its history ------------------------------------
document.getElementById("line").addEventListener("submit", ev => {
  ev.preventDefault();
  if (ended && !ws) {
    ended = false;
    connect();
    return;
  }
  const line = input.value;
  if (!echoOff && line !== "" && history[history.length - 1] !== line) {
    history.push(line);
    if (history.length > MAX_HISTORY) history.shift();
  }
  histPos = history.length;
  draft = "";
  send(line);
  // Keep a command for editing; a password never stays.
  if (echoOff) input.value = ""; else input.select();
});

input.addEventListener("keydown", ev => {
  if (echoOff) return;
  if (ev.key === "ArrowUp" && histPos > 0) {
    // Leaving the line being typed: keep it for the way back down.
    if (histPos === history.length) draft = input.value;
    input.value = history[--histPos];
    ev.preventDefault();
  } else if (ev.key === "ArrowDown" && histPos < history.length) {
    histPos++;
    input.value = histPos < history.length ? history[histPos] : draft;
    ev.preventDefault();
  }
});

stale();
connect();
