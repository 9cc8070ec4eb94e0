codeunit 50154 "AA0198 Shadow"
{
    var
        Counter: Integer;
        "Customer Name": Text;

    procedure Count()
    var
        [=counter=]: Integer;
    begin
        counter := 1;
        Counter := 2;
    end;

    trigger OnRun()
    var
        [="Customer Name"=]: Text;
    begin
        "Customer Name" := '';
    end;
}
