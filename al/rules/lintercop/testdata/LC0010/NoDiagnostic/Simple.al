codeunit 50284 "LC0010 Simple"
{
    procedure JustBelow(Code: Code[10]): Integer
    begin
        if Code = 'A' then
            exit(1);
        if Code = 'B' then
            exit(2);
        if Code = 'C' then
            exit(3);
        if (Code = 'D') or (Code = 'E') then
            exit(4);
        if Code = 'F' then
            exit(5);
        // if Code = 'G' then exit(6); -- a comment is no decision
    end;
}
