codeunit 50323 "Fix Exit"
{
    procedure Caption(): Text[20]
    var
        CaptionLbl: Label 'Caption';
    begin
        exit([=CaptionLbl=]);
    end;
}
