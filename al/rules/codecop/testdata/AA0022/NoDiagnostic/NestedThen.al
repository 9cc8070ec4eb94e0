codeunit 50152 "Ifs In Then Branches"
{
    procedure Choose(i: Integer; A: Boolean)
    begin
        if A then
            if i = 1 then
                exit
            else
                if i = 2 then
                    exit;
        if i = 3 then
            exit;
        if i = 4 then
            exit;
    end;
}
