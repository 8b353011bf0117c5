// How a check reads a Blob: a platform Blob or File by its byte stream (js/files/slices.js), a
// subclass with its own slice or stream, or a platform stream that is no byte stream, by slices.
import { load } from 'utf8-abnf';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

test('a platform Blob is read by its byte stream; one with its own slice or stream, or no byte stream, by slices', async () => {
  const { slice, stream } = Blob.prototype;
  const calls = { slice: 0, stream: 0 };
  let byteStream = true; // whether the platform's stream() gives a byte stream
  Blob.prototype.slice = function (...range) {
    calls.slice++;
    return slice.apply(this, range);
  };
  Blob.prototype.stream = function () {
    calls.stream++;
    if (byteStream) return stream.call(this);
    const bytes = this.arrayBuffer();
    return new ReadableStream({ pull: async (controller) => controller.enqueue(new Uint8Array(await bytes)) });
  };
  const bytes = new Uint8Array((9 << 20) + 1).fill(0x61);
  bytes[9 << 20] = 0xff;
  class OwnSlice extends Blob {
    slice(...range) {
      return super.slice(...range);
    }
  }
  class OwnStream extends Blob {
    stream() {
      throw new Error('not read by its stream');
    }
  }
  try {
    const read = async (blob) => {
      calls.slice = 0;
      calls.stream = 0;
      const { index } = await utf8.checkBlob(blob);
      return { index, ...calls };
    };
    // The one slice is of the bytes around the error, for its context.
    expect(await read(new Blob([bytes]))).toEqual({ index: 9 << 20, slice: 1, stream: 1 });
    expect(await read(new File([bytes], 'f.txt'))).toEqual({ index: 9 << 20, slice: 1, stream: 1 });
    expect(await read(new OwnSlice([bytes]))).toEqual({ index: 9 << 20, slice: 4, stream: 0 });
    expect(await read(new OwnStream([bytes]))).toEqual({ index: 9 << 20, slice: 4, stream: 0 });
    byteStream = false;
    expect(await read(new Blob([bytes]))).toEqual({ index: 9 << 20, slice: 4, stream: 1 });
  } finally {
    Object.assign(Blob.prototype, { slice, stream });
  }
});
