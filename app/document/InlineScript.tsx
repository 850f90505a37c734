import { use } from "react";
import { CspNonce } from "./nonce";

/**
 * A script written into the page itself, allowed by the response's nonce when the server rendered it, else by
 * its hash (server/http/csp-hashes.ts). `type` for data the browser reads as code (speculation rules).
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  return <script type={type} nonce={use(CspNonce)} dangerouslySetInnerHTML={{ __html: code }} />;
}
