report 50192 "LC0090 Guards"
{
    trigger OnPreReport()
    var
        a: Boolean;
    begin
        if a then
            CurrReport.Quit();
        if a then
            CurrReport.Skip();
        if a then
            exit;
        if a then
            Error('stop');
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a then
            exit;
        if a and a and a and a and a and a and a and a and a and a and a and a and a and a then
            a := false; // 1 + 2
        if a then
            a := false
        else
            if not a then
                a := true
            else
                if a then
                    a := true
                else
                    if a then
                        a := false; // 1 + 1 + 1 + 1
    end;
}
