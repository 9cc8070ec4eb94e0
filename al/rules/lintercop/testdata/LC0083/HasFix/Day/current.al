codeunit 50156 "LC0083 Fix Day"
{
    procedure Day(D: Date): Integer
    begin
        exit([=Date2DMY(D, 1)=]); // day of month
    end;
}
