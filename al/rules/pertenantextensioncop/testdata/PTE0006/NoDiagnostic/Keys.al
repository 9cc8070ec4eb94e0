codeunit 50100 "Key Reader"
{
    // Reading whether encryption is on is allowed; a local procedure of the
    // same name is what the call means.
    procedure Check(): Boolean
    begin
        CreateEncryptionKey();
        exit(EncryptionEnabled() and EncryptionKeyExists());
    end;

    local procedure CreateEncryptionKey()
    begin
    end;
}

codeunit 50101 "Member Call"
{
    procedure Run(Helper: Codeunit "Key Reader")
    begin
        Helper.ImportEncryptionKey();
    end;
}
