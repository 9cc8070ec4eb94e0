codeunit 50341 "Language Reader"
{
    procedure Current(): Integer
    var
        Id: Integer;
    begin
        Id := GlobalLanguage();
        if GlobalLanguage = 1033 then
            exit(System.GlobalLanguage());
        exit(Id);
    end;
}
