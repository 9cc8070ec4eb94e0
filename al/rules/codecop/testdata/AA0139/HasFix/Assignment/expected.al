codeunit 50220 "Fix Demo"
{
    procedure Assign(Value: Text[50])
    var
        Short: Text[20];
    begin
        Short := Text.CopyStr(Value, 1, Text.MaxStrLen(Short));
    end;
}
