codeunit 50151 "Not Else If Chains"
{
    procedure Choose(i: Integer; A: Boolean)
    begin
        case i of
            1:
                exit;
            2:
                exit;
            else
                exit;
        end;
        if i = 1 then
            exit
        else begin
            if i = 2 then
                exit;
            if i = 3 then
                exit;
        end;
    end;
}
