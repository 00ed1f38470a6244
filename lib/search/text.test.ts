import { documentTerms, folderQuery, foldText, queryTerms, rankedQueries, searchDocument } from "./text";

describe("foldText", () => {
  test("folds case, accents, ligatures and fullwidth forms", () => {
    expect(foldText("Crème Brûlée")).toBe("creme brulee");
    expect(foldText("Straße ÆSIR Øresund Łódź")).toBe("strasse aesir oresund lodz");
    expect(foldText("ＳＵＭＭＥＲ")).toBe("summer");
  });
});

describe("documentTerms", () => {
  test("Latin words split on anything that is not a letter or digit", () => {
    expect(documentTerms("Summer_Trip-2023 (day 1).final")).toEqual(["summer", "trip", "2023", "day", "1", "final"]);
  });

  test("CJK runs give their characters and adjacent pairs; mixed text splits at the script change", () => {
    expect(documentTerms("北京大学")).toEqual(["北", "京", "大", "学", "北京", "京大", "大学"]);
    expect(documentTerms("去北京trip")).toEqual(["去", "北", "京", "去北", "北京", "trip"]);
    expect(documentTerms("山")).toEqual(["山"]);
  });

  test("very long words are cut", () => {
    expect(documentTerms("a".repeat(500))[0]).toHaveLength(64);
  });
});

describe("searchDocument", () => {
  test("title terms, a tab, path terms", () => {
    expect(searchDocument("Été à Paris", "Trips/2023 法国")).toBe("ete a paris\ttrips 2023 法 国 法国");
  });
});

describe("queryTerms and rankedQueries", () => {
  test("a one-character and a two-character Chinese query are exact lexemes; longer ones their pairs", () => {
    expect(queryTerms("山")).toEqual({ words: [], cjk: ["山"] });
    expect(queryTerms("北京")).toEqual({ words: [], cjk: ["北京"] });
    expect(queryTerms("北京大学")).toEqual({ words: [], cjk: ["北京", "京大", "大学"] });
  });

  test("Latin words are folded, deduplicated and searched as prefixes", () => {
    expect(queryTerms("Summ  CRÈME summ")).toEqual({ words: ["summ", "creme"], cjk: [] });
    expect(rankedQueries(queryTerms("summ 北京"))).toEqual({
      titleWhole: "'summ' & '北京'",
      titlePrefix: "'summ':* & '北京'",
      whole: "('summ' | '/summ') & ('北京' | '/北京')",
      match: "('summ':* | '/summ':*) & ('北京' | '/北京')",
      substring: { patterns: ["%summ%"], rest: "('北京' | '/北京')" },
    });
  });

  test("words of 3+ letters are also searched inside words (a trigram); shorter ones only as prefixes", () => {
    expect(rankedQueries(queryTerms("mmer"))?.substring).toEqual({ patterns: ["%mmer%"], rest: "" });
    expect(rankedQueries(queryTerms("ea mmer"))?.substring).toEqual({ patterns: ["%mmer%"], rest: "('ea':* | '/ea':*)" });
    expect(rankedQueries(queryTerms("mm"))?.substring).toBeNull();
    expect(rankedQueries(queryTerms("山"))?.substring).toBeNull();
  });

  test("text without letters or digits has nothing to search", () => {
    expect(rankedQueries(queryTerms(" !?… "))).toBeNull();
  });
});

describe("folderQuery", () => {
  test("the folder's own name as path terms, every one required; nothing for a name without terms or a top-level folder", () => {
    expect(folderQuery("Trips/Summer 2023")).toBe("'/summer' & '/2023'");
    expect(folderQuery("Trips/北京")).toBe("'/北' & '/京' & '/北京'");
    expect(folderQuery("Trips/!!!")).toBeNull();
    expect(folderQuery("Trips")).toBeNull();
  });

  test("every item under the folder holds those terms in its path", () => {
    const terms = new Set(searchDocument("x", "Trips/Summer 2023/Day 1").split("\t")[1]!.split(" "));
    expect(["summer", "2023"].every((term) => terms.has(term))).toBe(true);
  });
});
