import type { PortraitLook } from "./Portrait";

/**
 * The team shown on About and, the first four, on the landing page. Fictional people of the fictional agency
 * (README, "Fictional content"); their roles and one line each are messages `company.team.<id>.role|line`.
 * Maya Kusuma, Dimas Setiawan and Putri Anggraini also sign the blog's posts.
 */
export const TEAM = [
  {
    id: "arief",
    name: "Arief Wibowo",
    look: { skin: "#b9825a", hair: "side", hairColor: "#1c1917", shirt: "#1e293b", ground: ["#1d4ed8", "#0b1226"] },
  },
  {
    id: "maya",
    name: "Maya Kusuma",
    look: {
      skin: "#d6a27a",
      hair: "long",
      hairColor: "#292524",
      shirt: "#2563eb",
      ground: ["#4338ca", "#0b1226"],
      glasses: true,
    },
  },
  {
    id: "dimas",
    name: "Dimas Setiawan",
    look: { skin: "#9a6443", hair: "short", hairColor: "#0c0a09", shirt: "#0f766e", ground: ["#0e7490", "#0b1226"] },
  },
  {
    id: "putri",
    name: "Putri Anggraini",
    look: { skin: "#c48d64", hair: "hijab", hairColor: "#93c5fd", shirt: "#1e40af", ground: ["#1e3a8a", "#0b1226"] },
  },
  {
    id: "kevin",
    name: "Kevin Tanoto",
    look: {
      skin: "#e0b48e",
      hair: "short",
      hairColor: "#1c1917",
      shirt: "#475569",
      ground: ["#0369a1", "#0b1226"],
      glasses: true,
    },
  },
  {
    id: "yusuf",
    name: "Yusuf Hidayat",
    look: { skin: "#8a5a3c", hair: "curly", hairColor: "#1c1917", shirt: "#3730a3", ground: ["#1d4ed8", "#0b1226"] },
  },
  {
    id: "dian",
    name: "Dian Lestari",
    look: { skin: "#c99067", hair: "bun", hairColor: "#292524", shirt: "#0e7490", ground: ["#6d28d9", "#0b1226"] },
  },
] as const satisfies readonly { id: string; name: string; look: PortraitLook }[];

export type TeamMember = (typeof TEAM)[number];

/** The faces the landing page shows, with a link to the whole team on About. */
export const TEAM_PREVIEW = TEAM.slice(0, 4);

/** The anchor of a person's place in the team on About (`team-<id>`), or of the team itself. */
export const teamAnchor = (id?: string) => (id ? `team-${id}` : "team");
