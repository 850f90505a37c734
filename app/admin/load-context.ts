import type { SharedLinkLookup } from "~/analytics/shares";
import type { InvitationLookup } from "./types";

declare module "react-router" {
  interface AppLoadContext {
    /** What an invitation link's token leads to (server/staff/invitations.ts), for the invitation page's loader. */
    invitation?: (token: string) => Promise<InvitationLookup>;
    /** What a shared link's token opens (server/analytics/shares.ts), for the shared dashboard's loader. */
    share?: (token: string) => Promise<SharedLinkLookup>;
  }
}
