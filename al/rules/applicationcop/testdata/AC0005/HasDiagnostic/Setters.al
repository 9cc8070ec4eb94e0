codeunit 50340 "Report In Language"
{
    procedure Print(LanguageId: Integer)
    var
        OldLanguage: Integer;
    begin
        OldLanguage := GlobalLanguage();
        [=GlobalLanguage(LanguageId)=];
        [=System.GlobalLanguage(1033)=];
        [=GlobalLanguage := OldLanguage=];
    end;
}
