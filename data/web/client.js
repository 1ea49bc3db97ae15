// client.js: the web client. One WebSocket to /ws on the page's own host
// (wss:// when the page came over https); each message from the server is
// JSON: {"config":{"max_line":N}} first, {"text":...} output with ANSI
// colours, {"prompt":true}, {"echo":false|true} (mask the input for a
// password) or {"gmcp":"Package.Name","data":...}. Each line typed is
// sent as one text message; a message starting with NUL is for the
// server's gateway instead: "\0{"naws":[COLUMNS,ROWS]}", the size of the
// game text in characters, sent on connecting and whenever it changes
// (the server wraps to it). Server text is only ever put in the page as
// text nodes (and http(s) links made by the page): it can never become
// markup. The map (Room.Info laid out by its exits) is kept per
// character in localStorage. See docs/web.md.
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
let reconnectTimer = null;   // set while waiting to connect again
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
  el.querySelector(".num").textContent = cur + "/" + max;
  el.title = el.querySelector(".long").textContent + " " + cur + "/" + max;
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
    if (typeof exits[dir] === "number") b.dataset.to = exits[dir];
    b.addEventListener("click", () => { send(dir, true); refocus(); });
    box.appendChild(b);
  }
  mapSee(info);
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
  case "char.name":
    if (data && typeof data.name === "string") mapLoad(data.name);
    break;
  }
}

// ---- the map -----------------------------------------------------------
// Every room seen (Room.Info) gets a place on a grid of its area: x, y and
// z (the level), one step from the room it was reached from in the
// direction walked, or from a room it has an exit to or from; a room
// reached otherwise (recall, a portal) starts on its own, beside what is
// known. The map shows the player's area and level around the player's
// room; exits not walked yet are dashed, doors are bars across, up and
// down are triangles. It is kept per character in localStorage, at most
// MAP_MAX rooms (the ones seen longest ago go first).
const MAP_MAX = 1000;
const MAP_CELL = 32;         // px from one room to the next
const MAP_ROOM = 16;         // px, a room's square
const STEP = { n: [0, -1, 0], e: [1, 0, 0], s: [0, 1, 0], w: [-1, 0, 0],
  u: [0, 0, 1], d: [0, 0, -1] };
const SVGNS = "http://www.w3.org/2000/svg";
const mapEl = document.getElementById("map");
let mapRooms = {};           // num -> {n, a, x, y, z, e: {dir: num}, d: {dir: door}, t}
let mapSeq = 0;              // when each room was last seen, in steps
let mapKey = null;           // localStorage key: the character's
let mapHere = null;          // the player's room
let mapLast = null;          // its Room.Info

// The cells of an area that hold a room.
function mapTaken(area) {
  const taken = new Set();
  for (const k in mapRooms) {
    const r = mapRooms[k];
    if (r.a === area) taken.add(r.x + "," + r.y + "," + r.z);
  }
  return taken;
}

// The free cell nearest to (x, y, z), on its level (the map holds at
// most MAP_MAX rooms: one is found within 32 rings).
function mapFree(taken, x, y, z) {
  for (let d = 0; d < 32; d++) {
    for (let dy = -d; dy <= d; dy++) {
      for (let dx = -d; dx <= d; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== d) continue;
        if (!taken.has((x + dx) + "," + (y + dy) + "," + z))
          return [x + dx, y + dy, z];
      }
    }
  }
  return [x, y, z];
}

// Where a new room goes (see above).
function mapPlace(num, area, exits) {
  const from = mapHere !== null ? mapRooms[mapHere] : null;
  const at = (r, dir, sign) => [r.x + sign * STEP[dir][0],
    r.y + sign * STEP[dir][1], r.z + sign * STEP[dir][2]];
  let want = null;
  if (from && from.a === area)
    for (const dir in from.e)
      if (from.e[dir] === num && STEP[dir]) { want = at(from, dir, 1); break; }
  if (!want)
    for (const k in mapRooms) {
      const r = mapRooms[k];
      if (r.a !== area) continue;
      for (const dir in r.e)
        if (r.e[dir] === num && STEP[dir]) { want = at(r, dir, 1); break; }
      if (want) break;
    }
  if (!want)
    for (const dir in exits) {
      const r = mapRooms[exits[dir]];
      if (r && r.a === area && STEP[dir]) { want = at(r, dir, -1); break; }
    }
  if (!want && from && from.a === area) want = [from.x + 1, from.y, from.z];
  if (!want) {
    let maxx = null;
    for (const k in mapRooms)
      if (mapRooms[k].a === area && (maxx === null || mapRooms[k].x > maxx))
        maxx = mapRooms[k].x;
    want = maxx === null ? [0, 0, 0] : [maxx + 2, 0, 0];
  }
  return mapFree(mapTaken(area), want[0], want[1], want[2]);
}

// A room seen: placed (once), its exits and doors as they are now.
function mapSee(info) {
  if (!info || typeof info.num !== "number") return;
  const num = info.num;
  mapLast = info;
  const area = String(info.area || "");
  const exits = {}, doors = {};
  if (info.exits && typeof info.exits === "object")
    for (const dir in info.exits)
      if (STEP[dir] && typeof info.exits[dir] === "number")
        exits[dir] = info.exits[dir];
  if (info.doors && typeof info.doors === "object")
    for (const dir in info.doors)
      if (STEP[dir] && typeof info.doors[dir] === "string")
        doors[dir] = info.doors[dir];
  let r = mapRooms[num];
  if (!r || r.a !== area) {
    const p = mapPlace(num, area, exits);
    r = mapRooms[num] = { x: p[0], y: p[1], z: p[2] };
  }
  r.n = String(info.name || "");
  r.a = area;
  r.e = exits;
  r.d = doors;
  r.t = ++mapSeq;
  mapHere = num;
  const nums = Object.keys(mapRooms);
  if (nums.length > MAP_MAX) {
    nums.sort((a, b) => mapRooms[a].t - mapRooms[b].t);
    for (const k of nums.slice(0, nums.length - MAP_MAX)) delete mapRooms[k];
  }
  mapSave();
  mapDraw();
}

function mapSave() {
  if (mapKey === null) return;
  try {
    localStorage.setItem(mapKey, JSON.stringify({ v: 1, seq: mapSeq,
      rooms: mapRooms }));
  } catch (e) { /* full or not allowed: the map lives in the page only */ }
}

// The character is known (Char.Name): its map, kept from before.
function mapLoad(name) {
  const key = "map." + name.toLowerCase();
  if (key === mapKey) return;
  const unnamed = mapKey === null;
  mapKey = key;
  mapRooms = {};
  mapSeq = 0;
  mapHere = null;
  try {
    const m = JSON.parse(localStorage.getItem(key) || "null");
    if (m && m.v === 1 && m.rooms && typeof m.rooms === "object") {
      for (const k in m.rooms) {
        const r = m.rooms[k];
        if (!r || ![r.x, r.y, r.z, r.t].every(Number.isInteger)) continue;
        mapRooms[k] = { n: String(r.n || ""), a: String(r.a || ""), x: r.x,
          y: r.y, z: r.z, t: r.t, e: {}, d: {} };
        for (const dir in r.e || {})
          if (STEP[dir] && Number.isInteger(r.e[dir]))
            mapRooms[k].e[dir] = r.e[dir];
        for (const dir in r.d || {})
          if (STEP[dir] && typeof r.d[dir] === "string")
            mapRooms[k].d[dir] = r.d[dir];
        mapSeq = Math.max(mapSeq, r.t);
      }
    }
  } catch (e) { mapRooms = {}; }
  // The room seen before the name came (it comes first, but in case).
  if (unnamed && mapLast !== null) mapSee(mapLast);
  mapDraw();
}

function svg(tag, attrs, cls) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (cls) e.setAttribute("class", cls);
  mapEl.appendChild(e);
  return e;
}

// Draw the player's area and level, the player's room in the middle.
function mapDraw() {
  mapEl.textContent = "";
  const where = document.getElementById("map-where");
  const here = mapHere !== null ? mapRooms[mapHere] : null;
  if (!here) { where.textContent = ""; return; }
  where.textContent = here.a + (here.z !== 0 ? ", level " + here.z : "");
  const w = Math.max(mapEl.clientWidth, 100);
  const h = Math.max(mapEl.clientHeight, 100);
  const cx = here.x * MAP_CELL, cy = here.y * MAP_CELL;
  mapEl.setAttribute("viewBox", [cx - w / 2, cy - h / 2, w, h].join(" "));
  mapEl.dataset.here = mapHere;
  const shown = Object.keys(mapRooms).filter(k =>
    mapRooms[k].a === here.a && mapRooms[k].z === here.z &&
    Math.abs(mapRooms[k].x * MAP_CELL - cx) < w &&
    Math.abs(mapRooms[k].y * MAP_CELL - cy) < h);
  const half = MAP_ROOM / 2;
  // Exits first, the rooms over them.
  for (const k of shown) {
    const r = mapRooms[k], x = r.x * MAP_CELL, y = r.y * MAP_CELL;
    for (const dir of ["n", "e", "s", "w"]) {
      if (!(dir in r.e)) continue;
      const to = mapRooms[r.e[dir]];
      const [dx, dy] = STEP[dir];
      const next = to && to.a === r.a && to.z === r.z &&
        to.x === r.x + dx && to.y === r.y + dy;
      // A line to the next room is drawn once, from either end; one to
      // a room elsewhere or not seen is a stub, half way.
      const twice = next && +k > r.e[dir] &&
        to.e[{ n: "s", s: "n", e: "w", w: "e" }[dir]] === +k;
      const len = next ? MAP_CELL - 2 * half : MAP_CELL / 2;
      if (!twice)
        svg("line", { x1: x + dx * half, y1: y + dy * half,
          x2: x + dx * (half + len), y2: y + dy * (half + len) },
          next ? "link" : to ? "stub" : "stub unexplored");
      if (r.d[dir]) {
        const mx = x + dx * (MAP_CELL / 2), my = y + dy * (MAP_CELL / 2);
        svg("line", { x1: mx - dy * 5, y1: my - dx * 5, x2: mx + dy * 5,
          y2: my + dx * 5 }, "door door-" + r.d[dir].replace(/[^a-z]/g, ""))
          .dataset.dir = dir;
      }
    }
  }
  for (const k of shown) {
    const r = mapRooms[k], x = r.x * MAP_CELL, y = r.y * MAP_CELL;
    const sq = svg("rect", { x: x - half, y: y - half, width: MAP_ROOM,
      height: MAP_ROOM, rx: 2 }, "room" + (+k === mapHere ? " here" : ""));
    sq.dataset.num = k;
    const t = document.createElementNS(SVGNS, "title");
    t.textContent = r.n;         // text, never markup
    sq.appendChild(t);
    // A tap names the room (a touch screen shows no tooltip).
    sq.addEventListener("click", () => { where.textContent = r.n; });
    for (const dir of ["u", "d"]) {
      if (!(dir in r.e)) continue;
      const up = dir === "u", q = half - 3;
      const pts = up ? [[x - 4, y - 1], [x + 4, y - 1], [x, y - q]] :
        [[x - 4, y + 1], [x + 4, y + 1], [x, y + q]];
      svg("polygon", { points: pts.map(p => p.join(",")).join(" ") },
        "updown" + (mapRooms[r.e[dir]] ? "" : " unexplored"))
        .dataset.dir = dir;
    }
  }
}

new ResizeObserver(() => mapDraw()).observe(mapEl);

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
    sentSize = "";
    sendSize();
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
    reconnectTimer = setTimeout(() => { reconnectTimer = null; connect(); },
      wait * 1000);
  };
}

function send(line, shown) {
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    note("Not connected.");
    return;
  }
  // A NUL first would make it a message for the gateway, not a line.
  line = line.replace(/\0/g, "");
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
  // PageUp, PageDown (with Shift or without): the output scrolls by a
  // page, the focus staying in the input.
  if (ev.key === "PageUp" || ev.key === "PageDown") {
    const page = Math.max(out.clientHeight - 2 * lineHeight(), lineHeight());
    out.scrollBy(0, ev.key === "PageUp" ? -page : page);
    ev.preventDefault();
    return;
  }
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

// After a click: back to the input, but not on a touch screen, where
// that would bring the keyboard up over the page at each step.
const touch = window.matchMedia("(pointer: coarse)");
function refocus() {
  if (!touch.matches) input.focus();
}

// ---- the size of the game text -----------------------------------------
// The columns and rows of text that fit in the output, measured with its
// own font; told to the server (NAWS, through the gateway) on connecting
// and whenever they change: a phone turned, a window resized, the panel
// shown or folded.
let sentSize = "";
let sizeTimer = null;
const ruler = document.createElement("span");
ruler.setAttribute("aria-hidden", "true");
ruler.style.position = "absolute";
ruler.style.visibility = "hidden";
ruler.style.whiteSpace = "pre";
ruler.textContent = "0".repeat(100);

function lineHeight() {
  return parseFloat(getComputedStyle(out).lineHeight) || 18;
}

function measure() {
  const cs = getComputedStyle(out);
  ruler.style.font = cs.font;
  document.body.appendChild(ruler);
  const cw = ruler.getBoundingClientRect().width / 100;
  document.body.removeChild(ruler);
  const w = out.clientWidth - parseFloat(cs.paddingLeft) -
    parseFloat(cs.paddingRight);
  const h = out.clientHeight - parseFloat(cs.paddingTop) -
    parseFloat(cs.paddingBottom);
  return [Math.max(1, Math.floor(w / (cw || 8))),
    Math.max(1, Math.floor(h / lineHeight()))];
}

function sendSize() {
  const [cols, rows] = measure();
  out.dataset.cols = cols;
  out.dataset.rows = rows;
  const size = JSON.stringify({ naws: [cols, rows] });
  if (size === sentSize || !ws || ws.readyState !== WebSocket.OPEN) return;
  sentSize = size;
  ws.send("\0" + size);
}

// Read to the end before a resize (a phone turned): still at the end.
let wasAtEnd = true;
out.addEventListener("scroll", () => { wasAtEnd = atBottom(); });
new ResizeObserver(() => {
  if (wasAtEnd) out.scrollTop = out.scrollHeight;
  clearTimeout(sizeTimer);
  sizeTimer = setTimeout(sendSize, 150);
}).observe(out);

// ---- the panel on narrow screens -----------------------------------------
const toggle = document.getElementById("panel-toggle");
toggle.addEventListener("click", () => {
  const open = document.body.classList.toggle("panel-open");
  toggle.setAttribute("aria-expanded", String(open));
  mapDraw();
  refocus();
});

stale();
connect();
