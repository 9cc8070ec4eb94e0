codeunit 50144 "LC0043 SecretText"
{
    var
        Headers: HttpHeaders;

    procedure Store(ApiKey: SecretText; Name: Text)
    var
        Stored: SecretText;
        Values: array[1] of SecretText;
    begin
        IsolatedStorage.Set('ApiKey', ApiKey);
        IsolatedStorage.Get('ApiKey', DataScope::Module, Stored);
        Headers.Add('Authorization', ApiKey);
        Headers.GetSecretValues('Authorization', Values);
        Headers.Add('Accept', Name);
        Headers.TryAddWithoutValidation('Content-Type', Name);
    end;
}
