codeunit 50104 "AA0470 Tens"
{
    var
        // %1 is not mentioned by %10 alone, so Comment must name both.
        TenMsg: Label [|'%1 %2 %3 %4 %5 %6 %7 %8 %9 %10'|], Comment = '%1 = a, %2 = b, %3 = c, %4 = d, %5 = e, %6 = f, %7 = g, %8 = h, %9 = i, %10 = j';
}
