codeunit 50323 "Fix Exit"
{
    procedure Caption(): Text[20]
    var
        CaptionLbl: Label 'Caption';
    begin
        exit(Text.CopyStr(CaptionLbl, 1, 20));
    end;
}
