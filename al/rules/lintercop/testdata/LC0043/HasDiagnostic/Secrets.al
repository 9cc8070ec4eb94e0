codeunit 50143 "LC0043 Secrets"
{
    var
        Headers: HttpHeaders;

    procedure Store(ApiKey: Text; Token: Code[50])
    var
        Stored: Text;
    begin
        IsolatedStorage.Set('ApiKey', [=ApiKey=]);
        IsolatedStorage.Set('Token', [=Token=], DataScope::Company);
        IsolatedStorage.SetEncrypted('ApiKey', [=ApiKey=]);
        IsolatedStorage.Get('ApiKey', [=Stored=]);
        IsolatedStorage.Get('ApiKey', DataScope::Module, [=Stored=]);
    end;

    procedure Authorize(Bearer: Text)
    var
        Values: array[1] of Text;
        Listed: List of [Text];
    begin
        Headers.Add('Authorization', [=Bearer=]);
        Headers.TryAddWithoutValidation('authorization', [='Bearer ' + Bearer=]);
        Headers.GetValues('Authorization', [=Values=]);
        Headers.GetValues('Authorization', [=Listed=]);
    end;
}
