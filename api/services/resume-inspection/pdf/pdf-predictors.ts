import { ResumeRefused } from '../refused';
import { resumeRefusals } from '../resume-refusals';
import { isInteger, type PdfDict, type PdfValue } from './pdf-objects';

const parameter = (value: PdfValue | undefined, fallback: number, max: number): number => {
  if (value === undefined) return fallback;
  if (!isInteger(value) || value < 1 || value > max) throw new ResumeRefused(resumeRefusals.unreadable);
  return value;
};

/**
 * Undoes the predictor a FlateDecode stream's parameters name (cross-reference streams use PNG "Up"):
 * 1 is none, 2 is TIFF (8 bits per component), 10 to 15 are PNG, each row led by its own filter type.
 * A last row cut short is kept as far as it goes, as readers do.
 */
export function undoPredictor(data: Buffer, parms: PdfDict): Buffer {
  const predictor = parameter(parms.get('Predictor'), 1, 15);
  if (predictor === 1) return data;
  const colors = parameter(parms.get('Colors'), 1, 32);
  const bitsPerComponent = parameter(parms.get('BitsPerComponent'), 8, 16);
  const columns = parameter(parms.get('Columns'), 1, 1 << 24);
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowLength = Math.ceil((colors * bitsPerComponent * columns) / 8);
  if (predictor === 2) {
    if (bitsPerComponent !== 8) throw new ResumeRefused(resumeRefusals.unreadable);
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength) {
      for (let at = row + bytesPerPixel; at < Math.min(row + rowLength, out.length); at += 1) out[at] = (out[at]! + out[at - bytesPerPixel]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10) throw new ResumeRefused(resumeRefusals.unreadable);
  return undoPng(data, rowLength, bytesPerPixel);
}

function undoPng(data: Buffer, rowLength: number, bytesPerPixel: number): Buffer {
  const rows = Math.ceil(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  let written = 0;
  for (let row = 0; row < rows; row += 1) {
    const source = row * (rowLength + 1);
    const type = data[source]!;
    const target = row * rowLength;
    const available = Math.min(rowLength, data.length - source - 1);
    for (let column = 0; column < available; column += 1) {
      const raw = data[source + 1 + column]!;
      const left = column >= bytesPerPixel ? out[target + column - bytesPerPixel]! : 0;
      const up = row > 0 ? out[target - rowLength + column]! : 0;
      const upLeft = row > 0 && column >= bytesPerPixel ? out[target - rowLength + column - bytesPerPixel]! : 0;
      out[target + column] = (raw + predicted(type, left, up, upLeft)) & 0xff;
    }
    written = target + Math.max(0, available);
  }
  return out.subarray(0, written);
}

function predicted(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      if (toLeft <= toUp && toLeft <= toUpLeft) return left;
      return toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new ResumeRefused(resumeRefusals.unreadable);
  }
}
