import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-context";

function WhoIsSignedIn() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.email ?? "nobody")}</p>;
}

describe("useAuth", () => {
  it("throws the fixed message of docs/PRODUCT.md outside its provider", () => {
    expect(() => renderToString(<WhoIsSignedIn />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts loading inside it", () => {
    expect(
      renderToString(
        <AuthProvider>
          <WhoIsSignedIn />
        </AuthProvider>,
      ),
    ).toBe("<p>loading</p>");
  });
});
