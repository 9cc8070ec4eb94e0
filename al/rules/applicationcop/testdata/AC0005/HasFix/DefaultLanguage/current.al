codeunit 50346 "Reset Language"
{
    procedure Reset()
    begin
        [=GlobalLanguage(1033)=];
    end;
}
