import { postJson, unwrap } from "@/lib/http/client";
import type { DropBox } from "@/lib/articles/schemas";
import type { SavedArticle, ShownCard } from "@/lib/articles/service";

// The editor's calls to /api_article/.

export async function saveArticle(input: { fileId: string | null; relpath: string; html: string; brief: string; medias: DropBox[] }): Promise<SavedArticle> {
  if (input.fileId) {
    return unwrap(
      await postJson<SavedArticle>("/api_article/updatearticle", {
        file_id: input.fileId,
        relpath: input.relpath,
        article_content: input.html,
        medias: input.medias,
      }),
    );
  }
  return unwrap(
    await postJson<SavedArticle>("/api_article/savenewarticle", {
      relpath: input.relpath,
      article_content: input.html,
      brief: input.brief,
      medias: input.medias,
    }),
  );
}

/** getpastedytvideoinfo: type 1 an online video, 2 a video of the home (documents). */
export async function pastedVideoCard(body: {
  type: 1 | 2;
  ytid?: string;
  pastedUrl?: string;
  file_name?: string;
  relpath?: string;
  article_id?: string;
}): Promise<ShownCard> {
  return unwrap(await postJson<ShownCard>("/api_article/getpastedytvideoinfo", body));
}
