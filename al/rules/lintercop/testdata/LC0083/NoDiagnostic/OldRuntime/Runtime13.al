codeunit 50155 "LC0083 Runtime 13"
{
    procedure Day(D: Date): Integer
    begin
        exit([|Date2DMY(D, 1)|]);
    end;
}
