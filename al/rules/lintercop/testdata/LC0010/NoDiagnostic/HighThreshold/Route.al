codeunit 50285 "LC0010 High Threshold"
{
    procedure Route(Code: Code[10]): Integer
    begin
        if Code = 'A' then
            exit(1);
        if Code = 'B' then
            exit(2);
        if Code = 'C' then
            exit(3);
        if (Code = 'D') or (Code = 'E') then
            exit(4);
        if (Code = 'F') and (StrLen(Code) = 1) then
            exit(5);
        if Code = 'G' then
            exit(6);
    end;
}
