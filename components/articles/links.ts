// Where the article pages send people (pure).

/** The editor of an article (documents: /article with param_file_id and param_relpath); without an id, a new article. */
export function editorHref(fileId: string | null, relpath = ""): string {
  const query = new URLSearchParams({ param_file_id: fileId ?? "" });
  if (relpath) query.set("param_relpath", relpath);
  return `/article?${query.toString()}`;
}

export const viewHref = (fileId: string) => `/getarticle/${fileId}`;
