import { STATIC_IMAGE_CACHE_CONTROL, readStaticImage } from "@/lib/static/images";

type Context = { params: Promise<{ path: string[] }> };

// GET /static/img/{path}: an image of public/ with long cache headers; anything else is a plain 404.
export async function GET(_req: Request, { params }: Context): Promise<Response> {
  const image = await readStaticImage((await params).path);
  if (!image) return new Response("404 Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: { "Content-Type": image.contentType, "Content-Length": String(image.bytes.length), "Cache-Control": STATIC_IMAGE_CACHE_CONTROL },
  });
}
