codeunit 50221 "Fix Exit Demo"
{
    procedure Describe(Value: Text): Code[20]
    begin
        exit(Text.CopyStr(Value + '-', 1, 20));
    end;
}
