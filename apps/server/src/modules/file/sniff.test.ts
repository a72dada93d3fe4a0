import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedType, signatureOf, sniffUpload } from './sniff';
import { samples, zip } from './test-files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hris-sniff-'));
async function sniff(name: string, content: Buffer) {
  const file = path.join(dir, `f-${Math.random()}`);
  writeFileSync(file, content);
  return sniffUpload(file, content.length, name);
}

describe('[FILE] sniffing', () => {
  it('knows each signature by its first bytes, and nothing else', () => {
    expect(signatureOf(samples.pdf())).toBe('pdf');
    expect(signatureOf(samples.png())).toBe('png');
    expect(signatureOf(samples.jpeg())).toBe('jpeg');
    expect(signatureOf(samples.gif())).toBe('gif');
    expect(signatureOf(samples.webp())).toBe('webp');
    expect(signatureOf(samples.docx())).toBe('zip');
    expect(signatureOf(samples.ole())).toBe('ole');
    for (const other of [samples.html(), samples.svg(), samples.xml(), samples.js(), samples.exe(), Buffer.alloc(0)]) {
      expect(signatureOf(other)).toBeNull();
    }
    // A PDF header after other bytes is not a PDF.
    expect(signatureOf(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(signatureOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });

  it('tells OOXML documents apart by their parts, and refuses other ZIPs', async () => {
    expect(await sniff('a.docx', samples.docx())).toBe('docx');
    expect(await sniff('a.XLSX', samples.xlsx())).toBe('xlsx');
    expect(await sniff('a.pptx', samples.pptx())).toBe('pptx');
    expect(await sniff('a.docx', samples.plainZip())).toBeNull();
    expect(await sniff('a.docx', zip({ 'word/document.xml': '<w/>' }))).toBeNull();
    expect(
      await sniff(
        'a.docx',
        zip({ '[Content_Types].xml': '<T/>', 'word/document.xml': '<w/>', 'xl/workbook.xml': '<x/>' }),
      ),
    ).toBeNull();
    // Cut short, or with its directory pointing past the end.
    const docx = samples.docx();
    expect(await sniff('a.docx', docx.subarray(0, docx.length - 10))).toBeNull();
    const bent = Buffer.from(docx);
    bent.writeUInt32LE(0xffffff, bent.length - 6);
    expect(await sniff('a.docx', bent)).toBeNull();
    // A ZIP comment after the directory is fine.
    const commented = Buffer.concat([docx, Buffer.from('comment')]);
    commented.writeUInt16LE(7, docx.length - 2);
    expect(await sniff('a.docx', commented)).toBe('docx');
  });

  it('serves a stored file by its bytes', () => {
    expect(servedType(samples.png(), 'text/html')).toEqual({ mime: 'image/png', inline: true });
    expect(servedType(samples.html(), 'image/png')).toEqual({ mime: 'application/octet-stream', inline: false });
    expect(servedType(samples.docx(), 'application/msword')).toEqual({
      mime: 'application/octet-stream',
      inline: false,
    });
    expect(servedType(samples.ole(), 'application/msword')).toEqual({ mime: 'application/msword', inline: false });
  });
});
