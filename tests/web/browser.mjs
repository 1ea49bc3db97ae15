// browser.mjs: play the web client in Debian's chromium, headless, driven
// by puppeteer-core (nothing downloaded: the system's browser).
//   node browser.mjs URL NAME PASSWORD SAY
// creates the character NAME, prints "LOGGED-IN", waits until the page
// shows SAY (another player's words), answers "say hello telnet", moves
// through the first exit of the room panel and checks that the room
// panel and the vitals bar (moves) changed; prints "OK" and exits 0, or
// "FAIL reason" and exits 1. Exit 77 when no browser can start here.
// An https:// URL is a server with web.tls and its self-signed
// certificate: the browser is told to accept it, and the page must play
// over wss://.
import puppeteer from "puppeteer-core";

const [url, name, password, say] = process.argv.slice(2);
const WAIT = 120000;        // generous: sanitizer builds are slow
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const https = url.startsWith("https:");

function fail(why) {
  console.log("FAIL " + why);
  process.exit(1);
}

let browser;
try {
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: (process.getuid && process.getuid() === 0 ? ["--no-sandbox"] : [])
      .concat(["--disable-gpu", "--no-first-run", "--disable-extensions"])
      .concat(https ? ["--ignore-certificate-errors"] : []),
  });
} catch (e) {
  console.log("SKIP test: chromium does not start: " + e.message.split("\n")[0]);
  process.exit(77);
}

const timer = setTimeout(() => fail("the whole test took too long"), 6 * WAIT);
const page = await browser.newPage();
const errors = [];
page.on("pageerror", e => errors.push(String(e)));
page.on("console", m => { if (m.type() === "error") errors.push(m.text()); });

// Wait for a piece of text in the output, after what was seen already.
let seen = 0;
async function expect(text) {
  const h = await page.waitForFunction((t, from) => {
    const s = document.getElementById("output").textContent;
    const i = s.indexOf(t, from);
    return i >= 0 ? i + t.length : false;
  }, { timeout: WAIT, polling: 50 }, text, seen);
  seen = await h.jsonValue();
}

async function type(line) {
  await page.focus("#input");
  await page.keyboard.type(line);
  await page.keyboard.press("Enter");
}

try {
  await page.goto(url, { waitUntil: "load", timeout: WAIT });
  await expect("known? ");
  await type(name);
  await expect("Did I get that right");
  await type("y");
  await expect("Give me a password");
  // The server turned echo off: the input is masked.
  await page.waitForFunction(
    () => document.getElementById("input").type === "password",
    { timeout: WAIT });
  await type(password);
  await expect("retype");
  await type(password);
  await expect("Choose your class");
  await type("warrior");
  await expect("Choose your race");
  await type("human");
  // In the game: the vitals bar and the room panel are filled by GMCP.
  await page.waitForFunction(() =>
    document.getElementById("mv").dataset.max !== undefined &&
    document.querySelectorAll("#exits button.exit").length > 0,
    { timeout: WAIT });
  if (await page.$eval("#input", e => e.type) !== "text")
    fail("the input is still masked after the password");
  const text = await page.$eval("#output", e => e.textContent);
  if (text.includes(password))
    fail("the password was shown");
  if (/[\x1b\xff]/.test(text))
    fail("raw escape or telnet bytes reached the page");
  // The game goes over wss:// when the page came over https://.
  const wsUrl = await page.evaluate("ws ? ws.url : ''");
  if (!wsUrl.startsWith(https ? "wss://" : "ws://"))
    fail("the page connected to " + wsUrl);
  console.log("LOGGED-IN " + wsUrl);

  // Another (telnet) player speaks; we answer.
  await expect(say);
  await type("say hello telnet");
  await expect("You say 'hello telnet'");

  // Move by clicking an exit: the room panel and the moves change.
  const room0 = await page.$eval("#room-name", e => e.textContent);
  const mv0 = await page.$eval("#mv", e => e.dataset.value);
  const dir = await page.$eval("#exits button.exit", e => e.dataset.dir);
  await page.click("#exits button.exit");
  await page.waitForFunction(r =>
    document.getElementById("room-name").textContent !== r,
    { timeout: WAIT }, room0);
  await page.waitForFunction(v =>
    document.getElementById("mv").dataset.value !== v,
    { timeout: WAIT }, mv0);
  const mv1 = await page.$eval("#mv", e => e.dataset.value);
  console.log("MOVED " + dir + " moves " + mv0 + " -> " + mv1);
  // History: up brings back the last command typed.
  await page.focus("#input");
  await page.$eval("#input", e => { e.value = ""; });
  await page.keyboard.press("ArrowUp");
  if (await page.$eval("#input", e => e.value) !== "say hello telnet")
    fail("no input history");
  if (errors.length > 0)
    fail("page errors: " + errors.join("; "));
  console.log("OK");
} catch (e) {
  const text = await page.$eval("#output", e => e.textContent).catch(() => "");
  fail(e.message.split("\n")[0] + "\n--- page text:\n" + text.slice(-1500));
} finally {
  clearTimeout(timer);
  await browser.close();
}
process.exit(0);
