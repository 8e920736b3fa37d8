import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeId } from "./youtube-id.ts";

describe("youtubeId", () => {
  it("reads the v parameter of a watch link", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=Qm3vKx7RtA2")).toBe("Qm3vKx7RtA2");
    expect(youtubeId("https://m.youtube.com/watch?feature=share&v=hD8pLw4ZcN6&t=42s")).toBe("hD8pLw4ZcN6");
    expect(youtubeId("  http://youtube.com/watch?v=a_b-C1d2E3f  ")).toBe("a_b-C1d2E3f");
  });

  it("reads the path of a short link", () => {
    expect(youtubeId("https://youtu.be/Qm3vKx7RtA2")).toBe("Qm3vKx7RtA2");
    expect(youtubeId("https://youtu.be/Qm3vKx7RtA2?si=abc&t=10")).toBe("Qm3vKx7RtA2");
  });

  it("reads the path of an embed link", () => {
    expect(youtubeId("https://www.youtube.com/embed/Qm3vKx7RtA2")).toBe("Qm3vKx7RtA2");
    expect(youtubeId("https://www.youtube-nocookie.com/embed/Qm3vKx7RtA2?rel=0")).toBe("Qm3vKx7RtA2");
  });

  it("rejects ids of the wrong length or alphabet", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch?v=Qm3vKx7RtA2x")).toBeNull();
    expect(youtubeId("https://youtu.be/Qm3vKx7RtA!")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch")).toBeNull();
  });

  it("rejects other hosts, schemes and shapes", () => {
    expect(youtubeId("https://evil.example/watch?v=Qm3vKx7RtA2")).toBeNull();
    expect(youtubeId("https://youtube.com.evil.example/embed/Qm3vKx7RtA2")).toBeNull();
    expect(youtubeId("javascript:alert(1)//youtu.be/Qm3vKx7RtA2")).toBeNull();
    expect(youtubeId("https://www.youtube.com/embed/Qm3vKx7RtA2/extra")).toBeNull();
    expect(youtubeId("https://youtu.be/")).toBeNull();
    expect(youtubeId("Qm3vKx7RtA2")).toBeNull();
    expect(youtubeId("")).toBeNull();
  });
});

describe("youtubeEmbedUrl", () => {
  it("points at the privacy-enhanced player and starts playing", () => {
    expect(youtubeEmbedUrl("Qm3vKx7RtA2")).toBe("https://www.youtube-nocookie.com/embed/Qm3vKx7RtA2?autoplay=1");
  });
});
