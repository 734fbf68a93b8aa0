import { refereeClient, fill, firstAllowed } from "./src/index.js";

const referee = refereeClient("https://referee.example");
const { data: history } = await referee.POST("/chokomasquerade/deal", { body: { players: ["ann", "bob"] } });
if (history === undefined) throw new Error("no deal");
const { data: next } = await referee.POST("/chokomasquerade/legal-moves", { body: history });
const entry = next?.moves[0];                    // the family's entry: move, choose, rule, chance...
if (entry === undefined) throw new Error("nothing to play");
history.moves.push(entry.move);                  // a complete legal move, appended as it is
if (entry.move.type === "lay") console.log(entry.move.column);   // narrowed: a lay's fields are typed
history.moves.push(fill(entry, (field, choice) => firstAllowed(choice)));  // or fill `choose` yourself
