import { act, screen, waitFor } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DEFAULTS } from '@form-a/domain/schemas/application';
import { APPLICATION_MESSAGES, UPLOAD_MESSAGES } from '@form-a/domain/messages';
import { PhotoUpload } from '../../src/features/application-wizard/components/photo-upload';
import {
  wizardResolver,
  type WizardValues,
} from '../../src/features/application-wizard/components/wizard-form';
import { renderWithRouter } from '../../src/testing/render';

// the test DOM draws no images: the library's result is the test's (the e2e journey shrinks for real)
vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compress = vi.mocked(imageCompression);

/** A stand-in XMLHttpRequest the test drives: progress events, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function Harness() {
  const { control } = useForm<WizardValues>({ defaultValues: APPLICATION_DEFAULTS });
  return <PhotoUpload control={control} title="Rahul Sharma" />;
}

/** As in the wizard: the domain's schema, checked when Next is pressed. */
function ValidatedHarness() {
  const { control, trigger } = useForm<WizardValues>({
    defaultValues: APPLICATION_DEFAULTS,
    resolver: wizardResolver('2026-01-01'),
    mode: 'onTouched',
  });
  return (
    <>
      <PhotoUpload control={control} title="Rahul Sharma" />
      <button type="button" onClick={() => void trigger('photo')}>
        Next
      </button>
    </>
  );
}

const PATH = '/api/photos/6f1c1f4e-8f7a-4a3e-9d55-3c2b1a0e9f11';
const uploaded = { message: 'Uploaded the image successfully', image: PATH, url: PATH };

const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rahul.png', {
  type: 'image/png',
});

async function chooseAndUpload() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const { user } = renderWithRouter(<Harness />);
  const input = screen.getByLabelText('Choose Image');
  expect(input).toHaveAttribute('accept', 'image/*');
  await user.upload(input, PHOTO);
  expect(screen.getByText('Selected file: rahul.png')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/photos');
  expect(xhr.body?.get('image')).toBeInstanceOf(File);
  expect(xhr.body?.get('title')).toBe('Rahul Sharma');
  return { user, xhr };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
  compress.mockReset();
});

describe('photo upload', () => {
  it('shows the upload progress, then a preview and the uploaded file’s name', async () => {
    const { xhr } = await chooseAndUpload();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    const path = '/api/photos/6f1c1f4e-8f7a-4a3e-9d55-3c2b1a0e9f11';
    act(() =>
      xhr.respond(201, { message: 'Uploaded the image successfully', image: path, url: path }),
    );
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', path);
    // the field says what happened, in words: never the internal address (ADR 052)
    expect(screen.getByRole('textbox', { name: /^Photo/ })).toHaveValue('Uploaded: rahul.png');
    expect(screen.queryByDisplayValue(path)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('shows the spec’s message and clears the selection when the upload fails', async () => {
    const { xhr } = await chooseAndUpload();
    act(() =>
      xhr.respond(400, {
        error: { code: 'VALIDATION_FAILED', message: UPLOAD_MESSAGES.uploadFailed },
      }),
    );
    expect(await screen.findByText(UPLOAD_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.queryByText('Selected file: rahul.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Photo/ })).toHaveValue('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes “Please Upload photo.” away once a photo is uploaded (bug 3)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderWithRouter(<ValidatedHarness />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.photoRequired)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose Image'), PHOTO);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.last!.respond(201, uploaded));
    await screen.findByRole('img', { name: 'Photo preview' });
    await waitFor(() =>
      expect(screen.queryByText(APPLICATION_MESSAGES.photoRequired)).not.toBeInTheDocument(),
    );
  });

  it('states the limit, shrinks a large photo before sending it, and says why one is refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderWithRouter(<Harness />);
    expect(screen.getByText(/at most 5 MB can be sent/)).toBeInTheDocument();
    const camera = new File([new Uint8Array(6 * 1024 * 1024)], 'camera.jpg', {
      type: 'image/jpeg',
    });
    const shrunk = new File([new Uint8Array(300 * 1024)], 'camera.jpg', { type: 'image/jpeg' });
    compress.mockResolvedValueOnce(shrunk);
    await user.upload(screen.getByLabelText('Choose Image'), camera);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(compress).toHaveBeenCalledWith(camera, expect.objectContaining({ useWebWorker: false }));
    expect((FakeXhr.last!.body?.get('image') as File).size).toBe(shrunk.size);
    act(() => FakeXhr.last!.respond(201, uploaded));
    await screen.findByRole('img', { name: 'Photo preview' });

    // a file the browser cannot shrink and the server cannot take: refused, with the reason
    FakeXhr.last = null;
    compress.mockRejectedValueOnce(new Error('not an image'));
    const document = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.tiff', {
      type: 'image/tiff',
    });
    await user.upload(screen.getByLabelText('Choose Image'), document);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is not a JPEG, PNG or WebP image.',
    );
    expect(FakeXhr.last).toBeNull();
  });
});
