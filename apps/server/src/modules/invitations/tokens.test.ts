import { MAX_ID } from "@platform/domain";
import { describe, expect, it } from "vitest";
import { issueInvitationToken, readInvitationToken } from "./tokens.ts";

const KEY = "test-app-key";

describe("invitation tokens", () => {
  it("read back the id they were issued for", () => {
    const { token, secretHash } = issueInvitationToken(KEY, MAX_ID);
    expect(readInvitationToken(KEY, token)).toEqual({ id: MAX_ID, secretHash });
  });
  it("refuse an id no column holds, even correctly signed, as strictly as one in a URL", () => {
    const { token } = issueInvitationToken(KEY, MAX_ID + 1);
    expect(readInvitationToken(KEY, token)).toBeNull();
  });
});
