codeunit 50100 "Key Admin"
{
    procedure Rotate(Password: Text; var InStr: InStream)
    var
        Done: Boolean;
    begin
        if not EncryptionEnabled() then
            [=CreateEncryptionKey=]();
        [=deleteencryptionkey=]();
        [=ExportEncryptionKey=](Password);
        Done := [=ImportEncryptionKey=]('c:\key.txt', Password);
    end;
}
