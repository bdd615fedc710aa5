// Runs inside the parse sandbox (a forked Node process with a small heap and no eval); the
// parent kills it on timeout. It receives one PDF, answers with one message and exits.
import { PDFParse } from 'pdf-parse';

process.once('message', async ({ data, maxPages, maxChars }) => {
  let reply;
  try {
    const parser = new PDFParse({
      data: new Uint8Array(data),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: true,
      maxImageSize: 1,
    });
    const info = await parser.getInfo();
    if (info.total > maxPages) {
      reply = {
        ok: false,
        code: 'TOO_MANY_PAGES',
        error: `The PDF has ${info.total} pages; at most ${maxPages} are accepted.`,
      };
    } else {
      const { text } = await parser.getText({ first: maxPages });
      reply =
        text.length > maxChars
          ? {
              ok: false,
              code: 'TOO_MUCH_TEXT',
              error: `The PDF holds more than ${maxChars} characters of text.`,
            }
          : { ok: true, text, pages: info.total };
    }
    await parser.destroy();
  } catch (error) {
    reply = {
      ok: false,
      code: 'UNREADABLE',
      error: `The PDF could not be read: ${String(error?.message ?? error).slice(0, 200)}`,
    };
  }
  process.send(reply, () => process.exit(0));
});
