codeunit 50151 "LC0083 Crlf"
{
    procedure Month(D: Date): Integer
    begin
        exit([=Date2DMY(D, 2)=]);
    end;
}
