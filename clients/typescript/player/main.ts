/**
 * The player that knows no game, against a running service: `node dist/player/main.js BASE_URL
 * DOCUMENT`. For every game of `GET /games`, every set of variants its `deals` lists and every
 * player count each takes, it deals, plays to the end (appending each entry's move as the entry
 * gives it, or filled anew from `choose`) and scores; every answer is checked against the
 * document. Prints one line a game; exits 1 at the first failure.
 */
import { refereeClient } from "../src/index.js";
import { Contract } from "./contract.js";
import { tables } from "./games.js";

const NAMES = ["ann", "bob", "cat", "dan", "eve", "fay"];
const MAX_MOVES = 5000;

async function main(baseUrl: string, document: string): Promise<void> {
  const client = refereeClient(baseUrl);
  const contract = new Contract(document);
  const listed = await client.GET("/games");
  contract.check("GET", "/games", listed.response.status, listed.response.headers.get("content-type") ?? "",
    listed.data ?? listed.error);
  if (listed.data === undefined) throw new Error("GET /games failed");
  const bySlug = new Map(tables(client, contract).map((t) => [t.slug, t]));
  // the games side by side (the service answers several requests at once), each game's deals in turn
  const results = await Promise.all(listed.data.games.map(async (game, g) => {
    const table = bySlug.get(game.id);
    if (table === undefined) throw new Error(`${game.id}: a game this player was not built for`);
    const lines: string[] = [];
    let played = 0;
    let moves = 0;
    for (const deal of game.deals) {
      for (let n = deal.players.min; n <= deal.players.max; n++) {
        const one = await table.play(NAMES.slice(0, n), deal.variants, 1000 * g + 10 * played + n, MAX_MOVES);
        played += 1;
        moves += one.moves;
        lines.push(`${one.slug} ${n} players [${deal.variants.join(", ")}]: ${one.moves} moves, ` +
          `winners ${one.winners.join(", ")}`);
      }
    }
    return { lines, played, moves };
  }));
  let games = 0;
  let moves = 0;
  for (const result of results) {
    for (const line of result.lines) console.log(line);
    games += result.played;
    moves += result.moves;
  }
  console.log(`${games} games, ${moves} moves, ${contract.checked} answers checked against the document`);
}

const [baseUrl, document] = process.argv.slice(2);
if (baseUrl === undefined || document === undefined) {
  console.error("usage: node dist/player/main.js BASE_URL OPENAPI_DOCUMENT");
  process.exit(2);
}
main(baseUrl, document).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
